import type { AuditQuery } from '@ma/api-client/admin';

/** The filter form's values: the dates as a date input holds them (YYYY-MM-DD, the operator's own day). */
export interface AuditFilterValues {
  operatorId: string | null;
  targetType: string | null;
  targetId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { operatorId: null, targetType: null, targetId: '', from: '', to: '' };

/** The API's filters: a day 'de' starts at its first instant, a day 'até' ends at its last, in the browser's time zone. */
export function toAuditFilters(values: AuditFilterValues): AuditQuery {
  const day = (date: string, time: string) => (date ? new Date(`${date}T${time}`).toISOString() : undefined);
  const filters: AuditQuery = {
    operatorId: values.operatorId ?? undefined,
    targetType: values.targetType ?? undefined,
    targetId: values.targetId.trim() || undefined,
    from: day(values.from, '00:00:00'),
    to: day(values.to, '23:59:59.999'),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
