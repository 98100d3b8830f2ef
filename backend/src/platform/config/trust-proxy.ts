import { isIP } from 'node:net';

/**
 * Whose `X-Forwarded-For` the API believes, in the form Express's `trust proxy` setting takes:
 * `false` believes nobody (the client is whoever opened the connection), a number trusts that many
 * proxies in front of the API, and a list trusts the proxies at those addresses or ranges.
 */
export type TrustProxy = false | number | string[];

/** Express's names for the reserved ranges, which proxy-addr understands as well as CIDRs. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Reads TRUST_PROXY: empty (nobody), a hop count, or a comma-separated list of IP addresses,
 * CIDR ranges and the names above. Returns the problem instead when the value is malformed.
 */
export function parseTrustProxy(
  raw: string | undefined,
): { value: TrustProxy } | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === '0') return { value: false };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10
      ? { value: hops }
      : { problem: 'TRUST_PROXY must be a hop count of at most 10 or a list of addresses' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isTrustedEntry(entry));
  if (bad.length > 0) {
    return {
      problem: `TRUST_PROXY: ${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not an IP address, a CIDR range (10.0.0.0/8) or one of ${NAMED_RANGES.join(', ')}`,
    };
  }
  return { value: entries };
}

function isTrustedEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
