import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Observable, catchError, from, mergeMap, throwError } from 'rxjs';

import type { User, UserRole } from '../../modules/auth/entities/user.entity';
import { ROLES } from '../../modules/auth/guards/roles.guard';
import { AUDITED, type AuditedOptions } from './audited.decorator';
import { auditClient, AuditService } from './audit.service';
import { auditActionOf, pendingAuditChanges } from './audit-naming';
import { collectEntityChanges, type EntityChange } from './entity-changes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The spec's admin-only operations that live outside /api/admin (route patterns as Express sees
 * them): audited when an admin calls them, whatever guard the route carries.
 */
export const ADMIN_SPEC_ROUTES = [
  'POST /api/projects',
  'PATCH /api/projects/:id',
  'POST /api/invoices',
  'POST /api/check-email-status',
  'GET /api/check-email-status',
  'POST /api/debug/gmail',
];

/**
 * Every change an admin makes is audited without the route's author doing anything: each non-GET
 * request to a route guarded by `@Auth('admin')` (or one of the spec's admin-only operations, by
 * an admin) gets an entry with the actor, the redacted params and body, the client and how it
 * ended (success, or the error status). Guards run before interceptors, so a refused caller never
 * reaches here; validation runs after, so a rejected body is recorded with its 400.
 */
@Injectable()
export class AdminActionAudit implements NestInterceptor {
  private readonly logger = new Logger(AdminActionAudit.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request & { user?: User }>();
    if (READS.has(req.method)) return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    const options = this.reflector.getAllAndOverride<AuditedOptions | undefined>(AUDITED, targets);
    if (options?.skip) return next.handle();
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, targets) ?? [];
    const routePath = routePattern(req);
    const adminRoute =
      roles.includes('admin') ||
      (req.user?.role === 'admin' && ADMIN_SPEC_ROUTES.includes(`${req.method} ${routePath}`));
    if (!adminRoute) return next.handle();

    const declared = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as
      number | undefined;
    const rows: EntityChange[] = [];
    const write = (statusCode: number, createdId?: number) =>
      this.write(req, routePath, options, statusCode, rows, createdId).catch((error: unknown) =>
        // An audit write that fails must not turn the admin's finished change into an error.
        this.logger.error({ err: error }, `audit entry for ${req.method} ${routePath} failed`),
      );
    // The handler runs when the answer is subscribed to: inside the collection of its writes.
    const handled = new Observable<unknown>((subscriber) =>
      collectEntityChanges(rows, () => next.handle().subscribe(subscriber)),
    );
    return handled.pipe(
      mergeMap((value) => {
        const res = context.switchToHttp().getResponse<Response>();
        const status = declared ?? (res.statusCode !== 200 ? res.statusCode : successStatus(req));
        return from(write(status, createdId(value)).then(() => value));
      }),
      catchError((error: unknown) => {
        const status = error instanceof HttpException ? error.getStatus() : 500;
        return from(write(status)).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }

  private async write(
    req: Request & { user?: User; tokenId?: number },
    routePath: string,
    options: AuditedOptions | undefined,
    statusCode: number,
    rows: EntityChange[],
    createdId?: number,
  ): Promise<void> {
    const named = auditActionOf(req.method, routePath);
    const params = { ...req.params } as Record<string, string>;
    const noted = pendingAuditChanges(req);
    const body = req.body as unknown;
    const hasBody =
      body !== undefined &&
      body !== null &&
      !(typeof body === 'object' && Object.keys(body).length === 0);
    await this.audit.record({
      action: options?.action ?? named.action,
      actor: req.user
        ? { id: req.user.id, username: req.user.username, role: req.user.role }
        : null,
      target: {
        type: options?.targetType ?? named.targetType,
        id: params.id ?? Object.values(params)[0] ?? createdId ?? null,
      },
      changes: {
        request: `${req.method} ${routePath}`,
        // Made with a personal access token rather than in a browser session: which one (the
        // key avoids the word the redaction hides).
        ...(req.tokenId !== undefined ? { via: `personal access token ${req.tokenId}` } : {}),
        ...(Object.keys(params).length > 0 ? { params } : {}),
        ...(hasBody ? { body } : {}),
        // What the database holds differently now; a failed request's writes were rolled back.
        ...(statusCode < 400 && rows.length > 0 ? { rows } : {}),
        ...noted,
      },
      client: auditClient(req),
      outcome: statusCode < 400 ? 'success' : 'failure',
      statusCode,
    });
  }
}

/** The id of what a creating request answered with (`{ id, ... }`), to name the target. */
function createdId(value: unknown): number | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** The route's pattern (`/api/admin/invoices/:id/void`), not the concrete URL. */
function routePattern(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? route.path : req.path;
}

function successStatus(req: Request): number {
  return req.method === 'POST' ? 201 : 200;
}
