/** Satisfaction survey limits (docs/product/accounts-and-levels.md). */
export const SURVEY_MIN_SCORE = 1;
export const SURVEY_MAX_SCORE = 5;
export const SURVEY_DESCRIPTION_MAX_LENGTH = 300;
export const SURVEY_DESCRIPTION_MIN_ROWS = 3;

export type SurveyScore = 1 | 2 | 3 | 4 | 5;
export type SurveyMood = 'angry' | 'frown' | 'meh' | 'smile' | 'laugh';

/** The five mood icons in order, with the accessible pt-BR label of each. */
export const SURVEY_MOODS: readonly { score: SurveyScore; mood: SurveyMood; label: string }[] = [
  { score: 1, mood: 'angry', label: 'Muito insatisfeito' },
  { score: 2, mood: 'frown', label: 'Insatisfeito' },
  { score: 3, mood: 'meh', label: 'Neutro' },
  { score: 4, mood: 'smile', label: 'Satisfeito' },
  { score: 5, mood: 'laugh', label: 'Muito satisfeito' },
];

export const SURVEY_SCORE_MESSAGE = 'Escolha uma nota de 1 a 5.';
export const SURVEY_DESCRIPTION_MESSAGE = `A descrição pode ter no máximo ${SURVEY_DESCRIPTION_MAX_LENGTH} caracteres.`;

/** Narrows a number to a survey score: an integer from 1 to 5. */
export const isSurveyScore = (score: number): score is SurveyScore =>
  Number.isInteger(score) && score >= SURVEY_MIN_SCORE && score <= SURVEY_MAX_SCORE;

/** The counter under the description: 'n/300'. */
export const surveyCounter = (description: string): string => `${description.length}/${SURVEY_DESCRIPTION_MAX_LENGTH}`;

/**
 * NPS on our 1-5 scale, mirroring 0-10 NPS: 5 promotes, 4 is passive, 1 to 3 detract.
 */
export type NpsCategory = 'promoter' | 'passive' | 'detractor';
export const npsCategory = (score: SurveyScore): NpsCategory => (score === 5 ? 'promoter' : score === 4 ? 'passive' : 'detractor');

/**
 * The NPS of a set of answers: % promoters minus % detractors, rounded, from -100 to 100.
 * Values that are not scores are ignored; null when no valid answer is left.
 */
export const npsScore = (scores: readonly number[]): number | null => {
  const valid = scores.filter(isSurveyScore);
  if (valid.length === 0) return null;
  const promoters = valid.filter((score) => npsCategory(score) === 'promoter').length;
  const detractors = valid.filter((score) => npsCategory(score) === 'detractor').length;
  // `+ 0` turns Math.round's -0 into 0.
  return Math.round(((promoters - detractors) * 100) / valid.length) + 0;
};
