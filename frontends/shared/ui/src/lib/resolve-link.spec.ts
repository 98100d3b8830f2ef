import { resolveLink } from './resolve-link';

const OWN_HOST = 'terrabridge.example';

describe('resolveLink', () => {
  it('forces https and a new tab for another host', () => {
    expect(resolveLink('http://stock.terrabridge.example/catalog', OWN_HOST)).toEqual({
      href: 'https://stock.terrabridge.example/catalog',
      external: true,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('keeps https links to another host and opens them in a new tab', () => {
    const link = resolveLink('https://wa.me/17045550142', OWN_HOST);
    expect(link).toMatchObject({
      href: 'https://wa.me/17045550142',
      external: true,
      target: '_blank',
    });
    expect(link.rel).toContain('noopener');
  });

  it('upgrades protocol-relative links', () => {
    expect(resolveLink('//cdn.example.org/file.pdf', OWN_HOST).href).toBe(
      'https://cdn.example.org/file.pdf',
    );
  });

  it('treats subdomains as other hosts', () => {
    expect(resolveLink('https://stock.terrabridge.example', OWN_HOST).external).toBe(true);
  });

  it('leaves links on the own host in the same tab', () => {
    expect(resolveLink('http://terrabridge.example/blog', OWN_HOST)).toEqual({
      href: 'http://terrabridge.example/blog',
      external: false,
    });
  });

  it('leaves relative links alone', () => {
    expect(resolveLink('/contact', OWN_HOST)).toEqual({ href: '/contact', external: false });
    expect(resolveLink('#services', OWN_HOST)).toEqual({ href: '#services', external: false });
  });

  it('leaves mail and phone links alone', () => {
    expect(resolveLink('mailto:hello@terrabridge.example', OWN_HOST)).toEqual({
      href: 'mailto:hello@terrabridge.example',
      external: false,
    });
    expect(resolveLink('tel:+17045550142', OWN_HOST).target).toBeUndefined();
  });

  it('neutralises script links', () => {
    expect(resolveLink('javascript:alert(1)', OWN_HOST)).toEqual({ href: '#', external: false });
  });

  it('uses the current page host by default', () => {
    expect(resolveLink(`http://${window.location.host}/about`).external).toBe(false);
    expect(resolveLink('http://elsewhere.example/about').external).toBe(true);
  });
});
