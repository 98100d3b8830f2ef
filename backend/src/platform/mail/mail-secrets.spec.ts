import { redactSecrets, revealSecrets, secretPlaceholder } from './mail-secrets';

describe('mail secrets', () => {
  const text = `Reset it here:\n${secretPlaceholder('link')}\nThanks`;

  it('puts each secret where its placeholder is, only at delivery', () => {
    expect(revealSecrets(text, { link: 'https://x.example/reset?token=t0k' })).toBe(
      'Reset it here:\nhttps://x.example/reset?token=t0k\nThanks',
    );
    expect(revealSecrets(text, {})).toBe(text);
  });

  it('shows admins a note instead of the secret', () => {
    expect(redactSecrets(text)).toBe('Reset it here:\n[one-time link hidden]\nThanks');
  });

  it('masks one-time values left in a link of the text itself', () => {
    expect(
      redactSecrets(
        'Open https://x.example/verify-email?token=abc.DEF_123&lang=es or ?code=998877',
      ),
    ).toBe('Open https://x.example/verify-email?token=[hidden]&lang=es or ?code=[hidden]');
    expect(redactSecrets('See https://x.example/projects?tab=files')).toBe(
      'See https://x.example/projects?tab=files',
    );
  });
});
