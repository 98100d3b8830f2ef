import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { AuditEntry } from '../../platform/audit/audit-entry.entity';
import { loadPage, pageOrder, textSearch } from '../../platform/http/pagination';
import { Auth } from '../auth/auth.decorators';
import { AUDIT_SORTS, AuditEntryDto, AuditPageDto, AuditQuery } from './dto/audit-entry.dto';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `to` as an exclusive bound: a bare date covers its whole (UTC) day. */
function endOf(to: string): Date {
  const end = new Date(DATE_ONLY.test(to) ? `${to}T00:00:00Z` : to);
  if (DATE_ONLY.test(to)) end.setUTCDate(end.getUTCDate() + 1);
  else end.setTime(end.getTime() + 1);
  return end;
}

/** The audit log for admins: who did what, to what, when, from where, and how it ended. */
@ApiTags('admin')
@Controller('admin/audit')
@Auth('admin')
export class AuditLogController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first, filtered' })
  @ApiOkResponse({ type: AuditPageDto })
  async list(@Query() query: AuditQuery): Promise<AuditPageDto> {
    const em = this.em.fork();
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (query.action) {
      // A prefix: `auth.` is every security event. The column is in C collation's index order.
      conditions.push(`t."action" like ?`);
      params.push(`${query.action.replace(/_/g, '\\_')}%`);
    }
    if (query.from) {
      conditions.push(`t."created_at" >= ?`);
      params.push(new Date(DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from));
    }
    if (query.to) {
      conditions.push(`t."created_at" < ?`);
      params.push(endOf(query.to));
    }
    const search = textSearch(query.q, [
      't."actor_username"',
      't."action"',
      't."target_type"',
      't."target_id"',
    ]);
    if (search.extra) {
      conditions.push(search.extra);
      params.push(...(search.extraParams ?? []));
    }
    const equal: Record<string, string | number> = {};
    if (query.actorId) equal.actor_id = query.actorId;
    if (query.targetType) equal.target_type = query.targetType;
    if (query.targetId) equal.target_id = query.targetId;
    const page = await loadPage(
      em,
      'audit_log',
      {
        equal,
        ...(conditions.length > 0 ? { extra: conditions.join(' and '), extraParams: params } : {}),
        order: pageOrder(query.sort, AUDIT_SORTS),
      },
      query,
      (ids) => em.find(AuditEntry, { id: { $in: ids } }),
    );
    return {
      items: page.items.map((entry) => AuditEntryDto.from(entry)),
      nextCursor: page.nextCursor,
    };
  }
}
