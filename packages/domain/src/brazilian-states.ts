import { keysOf } from './keys-of.ts';

/** The 27 federative units (26 states and the Distrito Federal), in the order of their names, with each name as IBGE writes it. */
export const brazilianStateNames = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};
export type BrazilianState = keyof typeof brazilianStateNames;
export const brazilianStates = keysOf(brazilianStateNames);

const states: ReadonlySet<string> = new Set(brazilianStates);

/** Whether `value` is a UF exactly as listed ('SP'; not 'sp' nor ' SP'). */
export const isBrazilianState = (value: string): value is BrazilianState => states.has(value);
