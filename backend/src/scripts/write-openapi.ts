import 'reflect-metadata';

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { NestFactory } from '@nestjs/core';

import { AppModule } from '../app.module';
import { loadConfig } from '../platform/config/app-config';
import { buildOpenApiDocument } from '../platform/docs/openapi';

/**
 * Writes the OpenAPI document to backend/openapi.json. The app is built in preview mode, so no
 * database or queue is needed; the document depends only on controllers and DTOs.
 */
async function main(): Promise<void> {
  // Only the route table matters here: nothing connects, signs or listens.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'x'.repeat(32),
  });
  const app = await NestFactory.create(
    AppModule.forRoot(config, { databaseUrl: 'postgresql://preview' }),
    {
      preview: true,
      logger: false,
      abortOnError: false,
    },
  );
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  const target = resolve(__dirname, '../../../backend/openapi.json');
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  process.stdout.write(`wrote ${target}\n`);
}

void main();
