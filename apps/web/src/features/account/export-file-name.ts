import { TIME_ZONE } from '@ma/domain';

// 'en-CA' writes dates as YYYY-MM-DD; the day is São Paulo's, as every date the product shows.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The export's file name: 'mais-alcance-meus-dados-2026-05-31.json', dated the day it is saved. */
export const exportFileName = (now: Date): string => `mais-alcance-meus-dados-${isoDay.format(now)}.json`;
