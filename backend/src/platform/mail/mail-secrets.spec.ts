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
});
