import { DynamicModule, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';

import type { AppConfig } from '../../platform/config/app-config';
import { AccountController } from './account.controller';
import { AdminClientsController } from './admin-clients.controller';
import { AdminClientsService } from './admin-clients.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { FirstAdmin } from './first-admin.service';
import { LoginThrottle } from './login-throttle';
import { PasswordResetRequests } from './password-reset-requests';
import { SessionCookie } from './session-cookie';
import { resolveSessionSecret } from '../../platform/config/session-secret';
import { SessionStrategy } from './session.strategy';
import { SessionsService } from './sessions.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { PendingLoginCookie } from './two-factor/pending-login-cookie';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { TwoFactorService } from './two-factor/two-factor.service';
import { TokensController } from './tokens/tokens.controller';
import { TokensService } from './tokens/tokens.service';

/** Accounts, sessions and roles. Other modules protect routes with @Auth() from this module. */
@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    const secret = resolveSessionSecret(config);
    return {
      module: AuthModule,
      global: true,
      imports: [
        PassportModule,
        JwtModule.register({
          secret,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      controllers: [
        AuthController,
        AccountController,
        UsersController,
        AdminClientsController,
        TwoFactorController,
        TokensController,
      ],
      providers: [
        AuthService,
        AdminClientsService,
        UsersService,
        SessionsService,
        SessionCookie,
        FirstAdmin,
        LoginThrottle,
        PasswordResetRequests,
        TwoFactorService,
        PendingLoginCookie,
        TokensService,
        {
          provide: SessionStrategy,
          inject: [SessionsService, SessionCookie],
          useFactory: (sessions: SessionsService, cookie: SessionCookie) =>
            new SessionStrategy(sessions, cookie, secret),
        },
      ],
      exports: [SessionsService, SessionCookie, UsersService, TokensService],
    };
  }
}
