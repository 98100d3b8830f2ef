import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

import { AppModule, type AppRuntime } from './app.module';
import type { AppConfig } from './platform/config/app-config';

/** The application without HTTP, running every queue processor. */
export async function createWorker(
  config: AppConfig,
  runtime: AppRuntime,
): Promise<INestApplicationContext> {
  const worker = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, queue: { ...config.queue, runWorkers: true } }, runtime),
    { bufferLogs: true },
  );
  worker.useLogger(worker.get(Logger));
  await worker.init();
  return worker;
}
