import { i18n } from '@terrabridge/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SelectField } from './select-field';
import { TextareaField } from './textarea-field';

/** The texts a control is described by, in order. */
function descriptions(control: HTMLElement): (string | null | undefined)[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

describe('SelectField', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  const options = [
    { value: '1', label: 'Web Design' },
    { value: '2', label: 'Automation' },
    { value: 'other', label: 'Other' },
  ];

  it('labels the select, lists the placeholder and the options, and reports the choice', () => {
    const onChange = jest.fn();
    render(
      <SelectField
        label="Service"
        placeholder="Select a service"
        options={options}
        value=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Service' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'Select a service'],
      ['1', 'Web Design'],
      ['2', 'Automation'],
      ['other', 'Other'],
    ]);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'other' } });
    expect(onChange).toHaveBeenCalledWith('other');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
  });

  it('is invalid and described by its error and hint', () => {
    render(
      <SelectField
        label="Service"
        options={options}
        defaultValue="1"
        error="The selected service does not exist"
        hint="Pick the closest match"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(select)).toEqual([
      'The selected service does not exist',
      'Pick the closest match',
    ]);
  });

  it('marks an optional choice in the current language', async () => {
    render(<SelectField label="Servicio" optional options={options} />);
    expect(screen.getByRole('combobox', { name: 'Servicio (optional)' })).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('combobox', { name: 'Servicio (opcional)' })).toBeTruthy();
  });
});

describe('TextareaField', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is a labelled text area of four rows by default', () => {
    render(<TextareaField label="Message" defaultValue="Hello" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('4');
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
    expect(textarea.getAttribute('aria-describedby')).toBeNull();
  });

  it('is invalid and described by its error and hint', () => {
    render(
      <TextareaField
        label="Message"
        rows={6}
        error="Message is required"
        hint="Tell us about your goals"
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('rows')).toBe('6');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(textarea)).toEqual(['Message is required', 'Tell us about your goals']);
  });
});
