import { randomUUID } from 'node:crypto';

import { DynamicModule, Module } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';
import pretty from 'pino-pretty';

import type { AppConfig } from '../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Each request's log line reads as what happened: `GET /api/services 200 12 ms`. */
function requestLine(req: IncomingMessage, res: ServerResponse, ending: string): string {
  // Express strips a router's mount path from `url` by the time the response ends.
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
  return `${req.method} ${url} ${res.statusCode}${ending}`;
}

/**
 * Readable one-line entries for a person at a terminal, the request and response objects left
 * out; JSON for log collectors, with them. pino-pretty runs as a stream in this thread: as a
 * transport it would be a worker thread of its own, some 40 MB.
 */
function destinationFor(config: AppConfig) {
  if (config.logFormat !== 'pretty') return undefined;
  return pretty({
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,context',
  });
}

/** Structured logs (pino) with a request id per request, echoed as `x-request-id`. */
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const options: Options = {
      level: config.logLevel,
      customSuccessMessage: (req, res, time) => requestLine(req, res, ` ${Math.round(time)} ms`),
      customErrorMessage: (req, res, error) => requestLine(req, res, `: ${error.message}`),
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    };
    const destination = destinationFor(config);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options })],
    };
  }
}
