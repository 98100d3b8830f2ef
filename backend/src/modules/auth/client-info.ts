import type { Request } from 'express';

import { reportedPlace } from './session-place';
import type { ClientInfo } from './sessions.service';

type TrustProxyCheck = (address: string, hop: number) => boolean;

export function clientInfo(req: Request): ClientInfo {
  const agent = req.headers['user-agent'];
  return {
    ip: req.ip,
    userAgent: typeof agent === 'string' ? agent : undefined,
    reportedPlace: cameThroughTrustedProxy(req) ? reportedPlace(req.headers) : undefined,
  };
}

/**
 * Whether the peer that opened the connection is a proxy named in TRUST_PROXY: only then are the
 * headers a proxy sets (its geo headers) the proxy's word rather than the client's.
 */
function cameThroughTrustedProxy(req: Request): boolean {
  const trusts = req.app.get('trust proxy fn') as TrustProxyCheck | undefined;
  const peer = req.socket.remoteAddress;
  return Boolean(peer && trusts?.(peer, 0));
}
