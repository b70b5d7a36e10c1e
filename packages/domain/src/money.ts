// Money is stored and compared in integer centavos (ARCHITECTURE.md "Data"); reais as
// floats only exist at the edges (inputs, the wire), and these helpers cross that edge.

// 15 significant digits is what a double holds faithfully; printing with them drops
// binary noise such as 0.1 + 0.2 = 0.30000000000000004.
const clean = (value: number): number => Number(value.toPrecision(15));

/** How many decimal places a number really has (0.1 + 0.2 has 1, 1.005 has 3). */
export const decimalPlaces = (value: number): number => {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent = '0'] = clean(value).toString().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
};

/** Reais to integer centavos (0.1 + 0.2 -> 30). Throws on non-finite input: it is a bug upstream. */
export const reaisToCentavos = (reais: number): number => {
  if (!Number.isFinite(reais)) throw new RangeError(`Not an amount of money: ${reais}`);
  // Rounding the magnitude keeps -0.5 centavo symmetric with 0.5; `+ 0` turns -0 into 0.
  const centavos = Math.sign(reais) * Math.round(Math.abs(clean(reais)) * 100) + 0;
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Amount too large: ${reais}`);
  return centavos;
};

/** Integer centavos to reais (150000 -> 1500). Throws on fractions of a centavo. */
export const centavosToReais = (centavos: number): number => {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not a whole number of centavos: ${centavos}`);
  return centavos / 100;
};

// Optional minus, optional 'R$', then either grouped thousands ('1.234.567') or bare
// digits, then an optional comma fraction. A period with other than 3 digits after it
// ('10.50') is ambiguous in pt-BR, so it is rejected rather than guessed.
const amountPattern = /^(-)?\s*(?:R\$)?\s*(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/**
 * Parses a pt-BR typed amount ('1.234,56', 'R$ 1.234,56', '10', '-5,5') into reais, or
 * null when it is not one. More than 2 decimals still parse, so that validation can say so.
 */
export const parseBRLAmount = (text: string): number | null => {
  const match = amountPattern.exec(text.replace(/[\u00a0\u202f]/g, ' ').trim());
  if (!match) return null;
  const [, minusBefore, minusAfter, whole = '', fraction] = match;
  if (minusBefore && minusAfter) return null;
  const sign = minusBefore || minusAfter ? '-' : '';
  const amount = Number(`${sign}${whole.replaceAll('.', '')}.${fraction ?? '0'}`);
  return Number.isFinite(amount) ? amount + 0 : null;
};
