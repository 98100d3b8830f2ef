import 'reflect-metadata';

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { NestFactory } from '@nestjs/core';

import { AppModule } from '../app.module';
import { SiteService } from '../modules/site/site.service';
import { loadConfig } from '../platform/config/app-config';
import { buildOpenApiDocument } from '../platform/docs/openapi';

/** Where the frontends' tests find the site configuration the API serves. */
const SITE_CONFIG_SAMPLE = 'frontends/shared/api-client/src/site-config.sample.json';

function writeJson(file: string, value: unknown): void {
  const target = resolve(__dirname, '../../..', file);
  writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`);
  process.stdout.write(`wrote ${target}\n`);
}

/**
 * Writes the contract the frontends are built against: the OpenAPI document to
 * backend/openapi.json, and the site configuration as the API serves it (with the default
 * configuration and a public origin) for the frontends' test fixtures, so they never keep a copy
 * of the agency's profile by hand. The app is built in preview mode, so no database or queue is
 * needed; the document depends only on controllers and DTOs.
 */
async function main(): Promise<void> {
  // Only the route table matters here: nothing connects, signs or listens.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://terrabridge.example',
  });
  const app = await NestFactory.create(
    AppModule.forRoot(config, { database: 'postgresql://preview' }),
    {
      preview: true,
      logger: false,
      abortOnError: false,
    },
  );
  app.setGlobalPrefix('api');
  writeJson('backend/openapi.json', buildOpenApiDocument(app));
  writeJson(SITE_CONFIG_SAMPLE, new SiteService(config).get());
}

void main();
