import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';

import { AppModule, type AppRuntime } from './app.module';
import { SessionCookie } from './modules/auth/session-cookie';
import { PageDocumentService } from './modules/site/page-document.service';
import type { AppConfig } from './platform/config/app-config';
import { PublicCache } from './platform/cache/public-cache';
import { PublicReadRoutes, publicReadFastPath } from './platform/cache/public-read-fast-path';
import { serveApiDocs } from './platform/docs/openapi';
import { keptPageFastPath, serveFrontends } from './platform/frontends/serve-frontends';
import { useBodyParsing } from './platform/http/body-parsing';
import { HttpErrorFilter } from './platform/http/http-error.filter';
import { inputSafety } from './platform/http/input-safety';
import { originCheck } from './platform/http/origin-check';
import { securityHeaders } from './platform/http/security-headers';
import { AppValidationPipe } from './platform/http/validation.pipe';
import { mountQueueDashboard } from './platform/queue/queue-dashboard';

/**
 * Builds the HTTP application (not yet listening): the API under /api, its docs, the queue
 * dashboard and the built frontends. Used by main.ts and by the integration tests alike.
 */
export async function createApp(
  config: AppConfig,
  runtime: AppRuntime,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, runtime), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Only the proxies named in TRUST_PROXY may say who the client is; by default nobody can.
  app.set('trust proxy', config.http.trustProxy);
  app.set('query parser', 'simple');

  app.use(securityHeaders(config));
  // Repeated public reads are answered from the public cache before the rest of the pipeline.
  app.use(publicReadFastPath(app.get(PublicCache), app.get(PublicReadRoutes)));
  app.use(compression());
  app.use(cookieParser());
  // So are pages kept for visitors who are not signed in (their language and theme are cookies).
  const pages = app.get(PageDocumentService);
  app.use(keptPageFastPath((req) => pages.keptPage(req)));
  useBodyParsing(app.getHttpAdapter().getInstance(), config.http.bodyLimit);
  // Before any route: input no handler, validator or database could take is a 400 for all of them.
  app.use(inputSafety());
  const session = app.get(SessionCookie);
  app.use(
    '/api',
    originCheck(config, { carriesSession: (req) => session.read(req) !== undefined }),
  );

  // Search engines look for these at the root.
  app.setGlobalPrefix('api', { exclude: ['robots.txt', 'sitemap.xml', 'rss.xml'] });
  app.useGlobalPipes(
    new AppValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      // One message per field: the first rule it breaks.
      stopAtFirstError: true,
      transformOptions: { enableImplicitConversion: false },
    }),
  );
  app.useGlobalFilters(new HttpErrorFilter());
  serveApiDocs(app, config);
  mountQueueDashboard(app, config);
  serveFrontends(app.getHttpAdapter().getInstance(), config, (req, res) => pages.render(req, res));
  return app;
}
