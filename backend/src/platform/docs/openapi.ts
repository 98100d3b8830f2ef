import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

import { REQUIRED_ROLE_EXTENSION, TOKEN_SECURITY_DOC } from '../../modules/auth/auth.decorators';
import { ADMIN_BY_METHOD, requiredScope } from '../../modules/auth/tokens/token-scopes';
import type { AppConfig } from '../config/app-config';

type Operation = { security?: Record<string, string[]>[]; [key: string]: unknown };

/**
 * Admin operations take personal access tokens by verb (`@Auth('admin')`): `admin:read` for
 * reads, `admin:write` for the rest. A class-level decorator cannot see each method's verb, so
 * the document gets those scopes here, from the operations the admin role marks.
 */
function declareAdminScopes(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation;
      if (operation?.[REQUIRED_ROLE_EXTENSION] !== 'admin') continue;
      const security = operation.security ?? [];
      if (security.some((requirement) => TOKEN_SECURITY_DOC in requirement)) continue;
      // A new list: the operations of one controller share the one its decorators made.
      operation.security = [
        ...security,
        { [TOKEN_SECURITY_DOC]: [requiredScope(ADMIN_BY_METHOD, method)!] },
      ];
    }
  }
}

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
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'tbpat_…',
        description:
          'Personal access token (`Authorization: Bearer tbpat_…`), made in Settings or with ' +
          'POST /api/user/tokens. An operation lists the scope it needs; one without the token ' +
          'scheme refuses tokens (401); a token without the scope gets 403.',
      },
      TOKEN_SECURITY_DOC,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) =>
      `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  declareAdminScopes(document);
  return document;
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
