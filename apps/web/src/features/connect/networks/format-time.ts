import { onFirstUse, TIME_ZONE } from '@ma/domain';

const time = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }));

/** '14:35' in São Paulo time, as the app's dates are shown; '' for an invalid date. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time().format(date);
}
