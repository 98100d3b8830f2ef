import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

import type { AppConfig } from '../config/app-config';

/** The API contract, from the controllers' and DTOs' decorators. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('TerraBridge Digital API')
    .setDescription(
      'Public website, client portal and admin API of TerraBridge Digital. Errors are always ' +
        '`{statusCode, message, error}`.',
    )
    .setVersion('1.0.0')
    .addCookieAuth(
      'tb_session',
      {
        type: 'apiKey',
        in: 'cookie',
        description:
          'Session cookie set by /api/login and /api/register (__Host-tb_session over HTTPS)',
      },
      'session',
    )
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

/**
 * Swagger UI at /api/docs and the document at /api/docs-json (and -yaml), when API_DOCS is on. Off,
 * they are unknown API paths (404): the committed backend/openapi.json is the published contract.
 */
export function serveApiDocs(app: INestApplication, config: AppConfig): void {
  if (!config.http.apiDocs) return;
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'TerraBridge Digital API',
  });
}
