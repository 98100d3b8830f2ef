// A bare Nest app on Express: one module, one route, no database, no queues. The floor under the
// API's own memory in `bench:memory`: what Node, Nest and Express hold before any feature.
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

class AppModule {}
Module({})(AppModule);

const app = await NestFactory.create(AppModule, { logger: false });
app.getHttpAdapter().get('/api/health', (_req, res) => res.json({ status: 'ok' }));
await app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
