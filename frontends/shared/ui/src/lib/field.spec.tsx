import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Field, PasswordField } from './field';
import { TextareaField } from './textarea-field';

describe('Field', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('labels the input and describes it by its hint, status and error', () => {
    render(
      <Field
        label="Username"
        hint="At least 7 characters"
        status={<span>Checking…</span>}
        error="Username is already taken"
        defaultValue="democlient"
      />,
    );
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Username is already taken', 'At least 7 characters', 'Checking…']);
  });

  it('is neither invalid nor described without texts, and marks an optional field', () => {
    render(<Field label="Phone" optional />);
    const input = screen.getByLabelText('Phone (optional)');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows and hides a password', async () => {
    render(<PasswordField label="Password" defaultValue="Harbor#2026x" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
  });
});

describe('TextareaField', () => {
  it('describes the text area by its error, hint and live status, and keeps them off it', () => {
    render(
      <TextareaField
        label="Post"
        hint="Both languages"
        status={<span>120 / 280 characters</span>}
        error="Content cannot be empty"
        defaultValue=""
      />,
    );
    const area = screen.getByLabelText('Post');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const described = (area.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Content cannot be empty',
      'Both languages',
      '120 / 280 characters',
    ]);
    expect(area.hasAttribute('status')).toBe(false);
  });
});
