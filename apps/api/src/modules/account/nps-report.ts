import { npsCategory, npsScore, saoPauloDay, type NpsCategory, type SurveyScore } from '@ma/domain';
import { and, asc, count, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { npsAnswers, npsDismissals } from '../../db/schema.ts';

export interface ReportPeriod {
  start: Date;
  /** Exclusive. */
  end: Date;
}

export interface NpsReport {
  answers: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** -100 to 100; null without answers. */
  nps: number | null;
  dismissals: number;
  comments: { at: Date; score: number; text: string }[];
}

/**
 * The survey results of a period: the NPS on our 1-5 scale (5 promotes, 4 is passive, 1 to 3
 * detract: `npsCategory` in @ma/domain), the counts, and the comments oldest first.
 */
export async function buildNpsReport(db: Database, period: ReportPeriod): Promise<NpsReport> {
  const answers = await db
    .select({ score: npsAnswers.score, description: npsAnswers.description, createdAt: npsAnswers.createdAt })
    .from(npsAnswers)
    .where(and(gte(npsAnswers.createdAt, period.start), lt(npsAnswers.createdAt, period.end)))
    .orderBy(asc(npsAnswers.createdAt));
  const [dismissals] = await db
    .select({ n: count() })
    .from(npsDismissals)
    .where(and(gte(npsDismissals.createdAt, period.start), lt(npsDismissals.createdAt, period.end)));
  const scores = answers.map((answer) => answer.score);
  // The table's check constraint keeps every stored score within 1-5.
  const inCategory = (category: NpsCategory) => scores.filter((score) => npsCategory(score as SurveyScore) === category).length;
  return {
    answers: answers.length,
    promoters: inCategory('promoter'),
    passives: inCategory('passive'),
    detractors: inCategory('detractor'),
    nps: npsScore(scores),
    dismissals: dismissals?.n ?? 0,
    comments: answers
      .filter((answer) => answer.description !== '')
      .map((answer) => ({ at: answer.createdAt, score: answer.score, text: answer.description })),
  };
}

/** The report as an operator reads it in a terminal. */
export function formatNpsReport(report: NpsReport, label: { from: string; to: string }): string[] {
  return [
    `Pesquisa de satisfação de ${label.from} a ${label.to} (horário de Brasília)`,
    `NPS: ${report.nps === null ? 'sem respostas no período' : report.nps}`,
    `Respostas: ${report.answers} (promotores, nota 5: ${report.promoters}; neutros, nota 4: ${report.passives}; detratores, notas 1 a 3: ${report.detractors})`,
    `Dispensada sem resposta: ${report.dismissals}`,
    `Comentários: ${report.comments.length}`,
    ...report.comments.map((comment) => `  ${saoPauloDay(comment.at)}  nota ${comment.score}  ${comment.text.replace(/\s+/g, ' ')}`),
  ];
}
