import { generate } from 'otplib';

import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import { checkTotp, isFreshStep, newTotpSecret, otpauthUrl } from './totp';
import { secretContext, twoFactorSecretBox } from './two-factor.service';

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const at = 1_800_000_000; // a step boundary: 1_800_000_000 / 30 = 60_000_000
  const codeAt = (epoch: number) => generate({ secret, epoch });

  it('accepts the current code and those of the step either side, not further', async () => {
    expect(await checkTotp(secret, await codeAt(at), null, at)).toEqual({
      valid: true,
      step: 60_000_000,
    });
    expect(await checkTotp(secret, await codeAt(at - 30), null, at)).toMatchObject({
      valid: true,
      step: 59_999_999,
    });
    expect(await checkTotp(secret, await codeAt(at + 30), null, at)).toMatchObject({
      valid: true,
    });
    expect(await checkTotp(secret, await codeAt(at - 90), null, at)).toEqual({
      valid: false,
      replayed: false,
    });
  });

  it('refuses a code of a step already used, or older, as a replay', async () => {
    const code = await codeAt(at);
    expect(await checkTotp(secret, code, 60_000_000, at)).toEqual({
      valid: false,
      replayed: true,
    });
    expect(await checkTotp(secret, await codeAt(at - 30), 60_000_000, at)).toMatchObject({
      replayed: true,
    });
    expect(await checkTotp(secret, await codeAt(at + 30), 60_000_000, at)).toMatchObject({
      valid: true,
      step: 60_000_001,
    });
    expect(isFreshStep(5, null)).toBe(true);
    expect(isFreshStep(5, 5)).toBe(false);
    expect(isFreshStep(6, 5)).toBe(true);
  });

  it('refuses codes that are not six digits, and another secret’s codes', async () => {
    expect(await checkTotp(secret, '12345', null, at)).toMatchObject({ valid: false });
    expect(await checkTotp(secret, 'abcdef', null, at)).toMatchObject({ valid: false });
    const other = await generate({ secret: newTotpSecret(), epoch: at });
    expect(await checkTotp(secret, other, null, at)).toMatchObject({ valid: false });
  });

  it('names the product and the account in the app link', () => {
    const url = otpauthUrl(secret, 'ana@example.com');
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(url)).toContain('TerraBridge Digital:ana@example.com');
    expect(url).toContain(`secret=${secret}`);
  });
});

describe('recovery codes', () => {
  it('makes ten distinct high-entropy codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed back, and differently from others', () => {
    const [code, other] = newRecoveryCodes(2);
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(normalizeRecoveryCode(code));
    expect(hashRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(hash);
    expect(hashRecoveryCode(other)).not.toBe(hash);
  });
});

describe('secret encryption', () => {
  const box = twoFactorSecretBox('a-session-secret-of-at-least-32-characters');

  it('round-trips, with a fresh IV each time, and never shows the secret', () => {
    const secret = newTotpSecret();
    const sealed = box.seal(secret, secretContext(7));
    expect(sealed).not.toContain(secret);
    expect(box.seal(secret, secretContext(7))).not.toBe(sealed);
    expect(box.open(sealed, secretContext(7))).toBe(secret);
  });

  it('refuses another key, another account and an altered value', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', secretContext(7));
    const otherKey = twoFactorSecretBox('another-secret-of-32-characters-at-least');
    expect(() => otherKey.open(sealed, secretContext(7))).toThrow();
    expect(() => box.open(sealed, secretContext(8))).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'), secretContext(7))).toThrow();
  });
});
