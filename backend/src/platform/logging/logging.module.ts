import { randomUUID } from 'node:crypto';

import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

import type { AppConfig } from '../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Structured JSON logs (pino) with a request id per request, echoed as `x-request-id`. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
              res.setHeader('x-request-id', id);
              return id;
            },
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
              ],
              censor: '[redacted]',
            },
            customLogLevel: (_req, res, error) =>
              error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
            autoLogging: { ignore: (req) => req.url === '/api/health' },
          },
        }),
      ],
    };
  }
}
