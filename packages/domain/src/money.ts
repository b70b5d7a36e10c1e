// Money is stored and compared in integer centavos (docs/architecture.md "Data"); reais as
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
