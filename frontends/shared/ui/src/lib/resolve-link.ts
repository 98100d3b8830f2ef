export interface ResolvedLink {
  href: string;
  /** True when the link leaves the product's own host. */
  external: boolean;
  target?: '_blank';
  rel?: string;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const NON_NAVIGATING = /^(mailto|tel|sms):/i;

function currentHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/**
 * Decides how a link opens. Links to another host are forced to https and open in a new tab
 * with rel="noopener noreferrer"; relative links and links to our own host stay as they are.
 * Unsafe schemes (javascript:, data:, ...) are neutralised.
 */
export function resolveLink(href: string, ownHost: string = currentHost()): ResolvedLink {
  const value = href.trim();
  if (NON_NAVIGATING.test(value)) {
    return { href: value, external: false };
  }
  const isAbsolute = SCHEME.test(value) || value.startsWith('//');
  if (!isAbsolute) {
    return { href: value, external: false };
  }

  let url: URL;
  try {
    url = new URL(value, 'https://invalid.invalid');
  } catch {
    return { href: '#', external: false };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { href: '#', external: false };
  }
  if (ownHost && url.host.toLowerCase() === ownHost.toLowerCase()) {
    return { href: url.href, external: false };
  }
  url.protocol = 'https:';
  return { href: url.href, external: true, target: '_blank', rel: 'noopener noreferrer' };
}
