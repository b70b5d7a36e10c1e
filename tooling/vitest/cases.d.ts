/** One test per row: `fn(input)` equals `expected` (`toEqual`); the title takes printf-style slots for the row. */
export function itReturns<I, O>(title: string, fn: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>): void;
