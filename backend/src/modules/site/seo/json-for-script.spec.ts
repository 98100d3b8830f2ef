import { jsonForScript } from './json-for-script';

describe('jsonForScript', () => {
  it('keeps a value that would close the script element or start markup inert', () => {
    const value = { text: '</script><!-- & \u2028' };
    const encoded = jsonForScript(value);
    expect(encoded).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(encoded)).toEqual(value);
  });
});
