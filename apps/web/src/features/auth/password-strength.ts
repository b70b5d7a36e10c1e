import { passwordSchema } from '@ma/api-client/schemas';

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  level: StrengthLevel;
  label: string;
}

const MIN_LENGTH = passwordSchema.minLength ?? 8;
const labels: Record<StrengthLevel, string> = { 0: 'Muito curta', 1: 'Fraca', 2: 'Razoável', 3: 'Boa', 4: 'Forte' };
// Passwords people pick first; long enough for the rule, guessed in seconds.
const common = /^(?:(?:senha|password|qwerty|abc)\d*|(\d)\1*|12345678\d*|87654321)$/i;

/**
 * A rough guide shown while a new password is typed. The rule itself is the shared schema's
 * (at least 8 characters); this meter only nudges toward longer, more varied passwords.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_LENGTH) return { level: 0, label: labels[0] };
  if (common.test(password) || new Set(password).size <= 2) return { level: 1, label: labels[1] };
  const variety = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const points = variety + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  const level: StrengthLevel = points >= 5 ? 4 : points >= 4 ? 3 : points >= 2 ? 2 : 1;
  return { level, label: labels[level] };
}
