/** PostgreSQL text cannot hold NUL; a model's answer is trimmed of it. */
export const cleanText = (text: string): string => text.replaceAll('\u0000', '').trim();
