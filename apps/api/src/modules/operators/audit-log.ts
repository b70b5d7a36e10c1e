import type { AuditQuery } from '@ma/api-client/admin';
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditLog, operators } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';

export const AUDIT_PAGE_SIZE = 50;

/** A page's cursor: the id of its last row (ids grow with every row, so id order is newest first). */
const cursorId = (cursor: string | undefined): number | undefined => (cursor && /^\d{1,15}$/.test(cursor) ? Number(cursor) : undefined);

/**
 * A page of the audit log, newest first, filtered by operator, target and time (keyset
 * pagination over the id: a page costs the same at any depth). An operator id that is no UUID
 * matches nothing; a malformed cursor is the first page.
 */
export async function listAudit(db: Database, query: AuditQuery, pageSize = AUDIT_PAGE_SIZE) {
  if (query.operatorId !== undefined && !isUuid(query.operatorId)) return { items: [], nextCursor: null };
  const after = cursorId(query.cursor);
  const filters: (SQL | undefined)[] = [
    query.operatorId ? eq(auditLog.operatorId, query.operatorId) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.at, new Date(query.to)) : undefined,
    after !== undefined ? lt(auditLog.id, after) : undefined,
  ];
  const rows = await db
    .select({ entry: auditLog, operator: { id: operators.id, email: operators.email, name: operators.name } })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ entry, operator }) => ({
      id: String(entry.id),
      at: entry.at.toISOString(),
      operator: operator?.id ? { id: operator.id, email: operator.email ?? '', name: operator.name ?? '' } : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
    })),
    nextCursor: rows.length > pageSize && last ? String(last.entry.id) : null,
  };
}
