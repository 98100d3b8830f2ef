import { csvField } from './invoice-csv';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('Baker, Tom')).toBe('"Baker, Tom"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('keeps a text that starts like a formula from running in a spreadsheet', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-5')).toBe("'-5");
    expect(csvField('@cmd')).toBe("'@cmd");
    // Numbers are numbers: a negative amount is not a formula.
    expect(csvField(-5)).toBe('-5');
  });
});
