// The formatting every package shares, measured on the code as it was written by hand before
// Prettier: the settings with which a one-time reformat changes the fewest lines.
/** @type {import('prettier').Config} */
const config = {
  printWidth: 150,
  singleQuote: true,
  trailingComma: 'all',
  overrides: [
    // package.json keeps its short objects and arrays on one line, as `pnpm` and people write it
    // (Prettier's default for package.json is the expanded JSON.stringify layout).
    { files: ['package.json'], options: { parser: 'json' } },
    // pnpm writes pnpm-workspace.yaml with double quotes.
    { files: ['*.yml', '*.yaml'], options: { singleQuote: false } },
  ],
};

export default config;
