import { loadScript, paypalSdkUrl, scriptState } from './paypal-script';

const scriptsOf = (url: string) =>
  [...document.querySelectorAll('script')].filter((s) => s.src === url);

describe('the PayPal SDK script', () => {
  afterEach(() => {
    delete (window as { paypal?: unknown }).paypal;
    document.head.replaceChildren();
  });

  it('is asked for with the spec’s options', () => {
    const url = new URL(paypalSdkUrl('AbC-123'));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': 'AbC-123',
      currency: 'USD',
      intent: 'capture',
      'enable-funding': 'venmo,card',
      'disable-funding': 'credit',
      components: 'buttons',
    });
    expect(paypalSdkUrl('AbC-123')).toContain('enable-funding=venmo,card');
  });

  it('goes from initial to pending to resolved, added once', () => {
    const url = paypalSdkUrl('resolves');
    expect(scriptState(url)).toBe('initial');
    loadScript(url);
    loadScript(url);
    expect(scriptState(url)).toBe('pending');
    expect(scriptsOf(url)).toHaveLength(1);
    (window as { paypal?: unknown }).paypal = { Buttons: jest.fn() };
    scriptsOf(url)[0].dispatchEvent(new Event('load'));
    expect(scriptState(url)).toBe('resolved');
    loadScript(url);
    expect(scriptsOf(url)).toHaveLength(1);
  });

  it('is rejected when it fails, or loads without the SDK, and a retry adds it again', () => {
    const url = paypalSdkUrl('fails');
    loadScript(url);
    scriptsOf(url)[0].dispatchEvent(new Event('error'));
    expect(scriptState(url)).toBe('rejected');
    expect(scriptsOf(url)).toHaveLength(0);

    loadScript(url);
    expect(scriptState(url)).toBe('pending');
    // A page that answered, but not with the SDK (a captive portal, a blocked host).
    scriptsOf(url)[0].dispatchEvent(new Event('load'));
    expect(scriptState(url)).toBe('rejected');
  });
});
