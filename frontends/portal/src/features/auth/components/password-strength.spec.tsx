import { i18n } from '@terrabridge/i18n';
import { act, render, screen, within } from '@testing-library/react';
import '../../../remote-entry';
import { PasswordStrength, strengthLevel } from './password-strength';

const rules = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.getAttribute('data-met')]);

describe('password strength meter', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['', 0, 'weak'],
    ['abc', 1, 'weak'],
    ['abcDEF', 2, 'weak'],
    ['abcDEF12', 3, 'fair'],
    ['abcDEF12#', 4, 'good'],
    ['abcdefghijK1', 4, 'good'],
    ['abcDEF12#xyz', 5, 'strong'],
  ])('%p scores %i (%s)', (password, score, level) => {
    expect(strengthLevel(password)).toEqual({ score, level });
  });

  it('lists the rules before anything is typed, with no strength yet', () => {
    render(<PasswordStrength password="" />);
    expect(rules()).toEqual([
      ['At least 10 characters(not met)', 'false'],
      ['An uppercase letter(not met)', 'false'],
      ['A lowercase letter(not met)', 'false'],
      ['A number(not met)', 'false'],
      ['A special character (such as # ! ?)(not met)', 'false'],
    ]);
    expect(screen.queryByText(/Password strength/)).toBeNull();
  });

  it('marks the rules met while typing and names the strength', () => {
    const { rerender } = render(<PasswordStrength password="harbor" />);
    expect(screen.getByText('Password strength: weak')).toBeTruthy();
    expect(rules().map(([, met]) => met)).toEqual(['false', 'false', 'true', 'false', 'false']);

    rerender(<PasswordStrength password="Harbor#2026x" />);
    expect(screen.getByText('Password strength: strong')).toBeTruthy();
    expect(rules().every(([, met]) => met === 'true')).toBe(true);
  });

  it('is translated to Spanish', async () => {
    render(<PasswordStrength password="Harbor2026" />);
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByText('Seguridad de la contraseña: buena')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).toBeTruthy();
  });
});
