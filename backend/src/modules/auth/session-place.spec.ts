import { reportedPlace, sessionPlace } from './session-place';

describe('reportedPlace', () => {
  it('reads Cloudflare country and city headers', () => {
    expect(reportedPlace({ 'cf-ipcountry': 'uy', 'cf-ipcity': ' Montevideo ' })).toEqual({
      countryCode: 'UY',
      city: 'Montevideo',
    });
  });

  it('reads CloudFront headers when Cloudflare sent none', () => {
    expect(
      reportedPlace({ 'cloudfront-viewer-country': 'ES', 'cloudfront-viewer-city': 'Madrid' }),
    ).toEqual({ countryCode: 'ES', city: 'Madrid' });
  });

  it('decodes a city sent as UTF-8 bytes or percent-encoded', () => {
    const utf8AsLatin1 = Buffer.from('São Paulo', 'utf8').toString('latin1');
    expect(reportedPlace({ 'cf-ipcountry': 'BR', 'cf-ipcity': utf8AsLatin1 })?.city).toBe(
      'São Paulo',
    );
    expect(
      reportedPlace({ 'cloudfront-viewer-country': 'CO', 'cloudfront-viewer-city': 'Ch%C3%ADa' })
        ?.city,
    ).toBe('Chía');
  });

  it('takes no country from unknown, Tor or malformed codes', () => {
    expect(reportedPlace({ 'cf-ipcountry': 'XX' })).toBeUndefined();
    expect(reportedPlace({ 'cf-ipcountry': 'T1' })).toBeUndefined();
    expect(reportedPlace({ 'cf-ipcountry': 'USA' })).toBeUndefined();
    expect(reportedPlace({})).toBeUndefined();
  });

  it('drops a city that is too long or holds control characters, keeping the country', () => {
    expect(reportedPlace({ 'cf-ipcountry': 'US', 'cf-ipcity': 'x'.repeat(101) })).toEqual({
      countryCode: 'US',
      city: null,
    });
    expect(reportedPlace({ 'cf-ipcountry': 'US', 'cf-ipcity': 'a%0Ab' })?.city).toBeNull();
  });
});

describe('sessionPlace', () => {
  it('prefers what a trusted proxy reported', () => {
    expect(sessionPlace('10.0.0.1', { countryCode: 'UY', city: 'Montevideo' })).toEqual({
      countryCode: 'UY',
      city: 'Montevideo',
      localNetwork: false,
    });
  });

  it.each(['10.1.2.3', '172.20.0.5', '192.168.1.20', '127.0.0.1', '169.254.10.1'])(
    'calls %s the local network',
    (ip) => {
      expect(sessionPlace(ip)).toEqual({ countryCode: null, city: null, localNetwork: true });
    },
  );

  it.each(['::1', 'fd12:3456::1', 'fe80::1', '::ffff:192.168.0.9'])(
    'calls IPv6 %s the local network',
    (ip) => {
      expect(sessionPlace(ip).localNetwork).toBe(true);
    },
  );

  it('looks public IPv4 addresses up in the country table', () => {
    expect(sessionPlace('190.64.49.1')).toEqual({
      countryCode: 'UY',
      city: null,
      localNetwork: false,
    });
    expect(sessionPlace('::ffff:8.8.8.8').countryCode).toBe('US');
  });

  it('leaves the rest unknown', () => {
    const unknown = { countryCode: null, city: null, localNetwork: false };
    expect(sessionPlace(undefined)).toEqual(unknown);
    expect(sessionPlace('not-an-address')).toEqual(unknown);
    expect(sessionPlace('2001:4860:4860::8888')).toEqual(unknown);
    expect(sessionPlace('172.32.0.1').localNetwork).toBe(false);
  });
});
