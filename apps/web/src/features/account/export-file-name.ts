import { saoPauloDay } from '@ma/domain';

/** The export's file name: 'mais-alcance-meus-dados-2026-05-31.json', dated the São Paulo day it is saved. */
export const exportFileName = (now: Date): string => `mais-alcance-meus-dados-${saoPauloDay(now)}.json`;
