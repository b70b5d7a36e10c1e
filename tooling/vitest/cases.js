// Table tests for small pure functions: one test per row, each named from the row, so that a
// table of "this input gives that output" reads as the examples it is and a failure names its row.
import { expect, it } from 'vitest';

/**
 * @template I, O
 * @param {string} title the test's name, with printf-style slots for the row (`'reads %j as %j'`)
 * @param {(input: I) => O} fn
 * @param {ReadonlyArray<readonly [I, O]>} rows `[input, expected]`, compared with `toEqual`
 */
export function itReturns(title, fn, rows) {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
