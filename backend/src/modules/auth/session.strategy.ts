import { createSecretKey } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { SESSION_REQUIRED } from './auth-error-codes';
import type { User } from './entities/user.entity';
import { SessionCookie } from './session-cookie';
import { SessionsService, type SessionClaims } from './sessions.service';

/** Requests that passed the session strategy carry the user and the id of their session. */
export interface AuthenticatedRequest extends Request {
  user: User;
  sessionId: string;
  /** Set instead of `sessionId` when a personal access token authenticated the request. */
  tokenId?: number;
}

/** Authenticates a request by its session cookie: a signed token naming a live session. */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(
    private readonly sessions: SessionsService,
    cookie: SessionCookie,
    secret: string,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(req: Request) => cookie.read(req) ?? null]),
      // A key object, made once: given the string, jsonwebtoken first tries it as a PEM public
      // key on every request, and that failed parse was most of a signed-in request's CPU time.
      // (The typings predate key objects; jsonwebtoken accepts them.)
      secretOrKey: createSecretKey(Buffer.from(secret)) as unknown as Buffer,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(req: AuthenticatedRequest, claims: SessionClaims): Promise<User> {
    const user = await this.sessions.resolve(claims);
    if (!user) throw new LocalizedException(401, 'auth.session.required', {}, SESSION_REQUIRED);
    req.sessionId = claims.sid;
    return user;
  }
}
