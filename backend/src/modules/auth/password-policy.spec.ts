import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long password with every character class', () => {
    expect(passwordProblem('Sunrise#Montevideo7')).toBeUndefined();
  });

  it.each([
    ['Ab1!', 'auth.password.min'],
    ['Abcdefgh1!'.repeat(13), 'auth.password.max'],
    ['abcdefghij1!', 'auth.password.classes'],
    ['ABCDEFGHIJ1!', 'auth.password.classes'],
    ['Abcdefghij!!', 'auth.password.classes'],
    ['Abcdefghij12', 'auth.password.classes'],
  ])('refuses %s with %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each(['Password123!', '!!Dragon2024', 'Qwerty12345#', 'Football#2025'])(
    'refuses a common password dressed up with digits and symbols: %s',
    (password) => {
      expect(passwordProblem(password)).toBe('auth.password.common');
    },
  );
});
