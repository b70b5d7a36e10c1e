/** Satisfaction survey limits (SPEC.md sections 2, 5, 9). */
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
export const SURVEY_DESCRIPTION_MESSAGE = `Use no máximo ${SURVEY_DESCRIPTION_MAX_LENGTH} caracteres.`;

/** Narrows a number to a survey score: an integer from 1 to 5. */
export const isSurveyScore = (score: number): score is SurveyScore =>
  Number.isInteger(score) && score >= SURVEY_MIN_SCORE && score <= SURVEY_MAX_SCORE;

export type SurveyCheck =
  | { ok: true; value: { score: SurveyScore; description: string } }
  | { ok: false; errors: { score?: string; description?: string } };

/**
 * Checks a survey answer. The score is coerced to a number because it arrives as the
 * string of a radio value; the length is counted as the textarea's maxlength counts it
 * (UTF-16 units), so the counter and the check agree. The description is optional.
 */
export const validateSurvey = (input: { score: unknown; description?: string | null }): SurveyCheck => {
  const raw = input.score;
  // Only numbers and non-blank strings count: Number(true) or Number('') would pass as 1 or 0.
  const score = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : Number.NaN;
  const description = input.description ?? '';
  const errors: { score?: string; description?: string } = {};
  if (!isSurveyScore(score)) errors.score = SURVEY_SCORE_MESSAGE;
  if (description.length > SURVEY_DESCRIPTION_MAX_LENGTH) errors.description = SURVEY_DESCRIPTION_MESSAGE;
  if (!isSurveyScore(score) || errors.description) return { ok: false, errors };
  return { ok: true, value: { score, description: description.trim() } };
};

/** The counter under the description: 'n/300'. */
export const surveyCounter = (description: string): string =>
  `${description.length}/${SURVEY_DESCRIPTION_MAX_LENGTH}`;

/**
 * NPS on our 1-5 scale, mirroring 0-10 NPS: 5 promotes, 4 is passive, 1 to 3 detract.
 */
export type NpsCategory = 'promoter' | 'passive' | 'detractor';
export const npsCategory = (score: SurveyScore): NpsCategory =>
  score === 5 ? 'promoter' : score === 4 ? 'passive' : 'detractor';

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
