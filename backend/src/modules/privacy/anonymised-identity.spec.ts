import {
  anonymisedIdentity,
  billedToSnapshot,
  exportFileName,
  UNUSABLE_PASSWORD_HASH,
  zipEntryName,
} from './anonymised-identity';

describe('anonymised identity', () => {
  it('replaces every personal field with a unique placeholder nobody can use', () => {
    const identity = anonymisedIdentity(42);
    expect(identity).toEqual({
      username: 'deleted-user-42',
      email: 'deleted-user-42@anonymised.invalid',
      firstName: null,
      lastName: null,
      phone: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
    });
    expect(anonymisedIdentity(43).email).not.toBe(identity.email);
    // The registration rule for usernames (7–50 of letters, digits, . _ -) still holds.
    expect(identity.username).toMatch(/^[A-Za-z0-9._-]{7,50}$/);
    expect(identity.passwordHash.startsWith('$argon2')).toBe(false);
  });

  it('refuses an id that is not an account id', () => {
    expect(() => anonymisedIdentity(0)).toThrow();
    expect(() => anonymisedIdentity(1.5)).toThrow();
  });
});

describe('billed-to snapshot', () => {
  it('keeps what the invoice said', () => {
    expect(billedToSnapshot('Acme SA\nRambla 1', { name: 'Ana', email: 'a@x.test' })).toBe(
      'Acme SA\nRambla 1',
    );
  });

  it('records the client as they were when it said nothing', () => {
    expect(billedToSnapshot(null, { name: 'Ana Gómez', email: 'ana@x.test' })).toBe(
      'Ana Gómez\nana@x.test',
    );
    expect(billedToSnapshot('  ', { name: 'Ana', email: 'a@x.test' })).toBe('Ana\na@x.test');
  });
});

describe('export names', () => {
  it('dates the file in UTC', () => {
    expect(exportFileName(new Date('2026-12-01T23:30:00-03:00'))).toBe(
      'terrabridge-data-2026-12-02.zip',
    );
  });

  it('keeps stored file names inside their folder', () => {
    expect(zipEntryName('files', 7, '../../etc/passwd')).toBe('files/7-_.._etc_passwd');
    expect(zipEntryName('files', 8, 'a:b*c?.pdf')).toBe('files/8-a_b_c_.pdf');
    expect(zipEntryName('files', 9, '...')).toBe('files/9-file');
    expect(zipEntryName('files', 10, 'Informe año.pdf')).toBe('files/10-Informe año.pdf');
  });
});
