import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach in production (unless WEBHOOK_ALLOW_PRIVATE=true): loopback,
 * private, link-local (cloud metadata), carrier-grade NAT, unique-local and unspecified ones, so
 * an admin account cannot be used to probe the servers next to the API.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as IPv4.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

/** Why a URL cannot be a webhook target (a message key), or undefined when it can. */
export async function targetProblem(
  url: string,
  allowPrivate: boolean,
  resolve: (host: string) => Promise<string[]> = async (host) =>
    (await lookup(host, { all: true })).map((entry) => entry.address),
): Promise<'webhooks.url.invalid' | 'webhooks.url.private' | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'webhooks.url.invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'webhooks.url.invalid';
  if (parsed.username || parsed.password) return 'webhooks.url.invalid';
  if (allowPrivate) return undefined;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return 'webhooks.url.invalid';
  }
  return addresses.some(isPrivateAddress) ? 'webhooks.url.private' : undefined;
}
