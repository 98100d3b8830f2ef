import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/** Reads the session when there is one and lets every request through: a guest has no user. */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('session') {
  override handleRequest<TUser>(_error: unknown, user: TUser | false): TUser | undefined {
    return user || undefined;
  }
}
