import type { Request } from 'express';

import type { ClientInfo } from './sessions.service';

export function clientInfo(req: Request): ClientInfo {
  const agent = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof agent === 'string' ? agent : undefined };
}
