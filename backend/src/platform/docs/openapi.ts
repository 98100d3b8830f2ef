import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

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

/** Swagger UI at /api/docs and the JSON document at /api/docs-json. */
export function serveApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
    customSiteTitle: 'TerraBridge Digital API',
  });
}
