import { citiesResponseSchema, statesResponseSchema, toWireSchema } from '@ma/api-client/schemas';
import { brazilianStates } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { canonicalCity, citiesOf, stateOf, statesOf } from './locations.ts';

describe('the IBGE list of municipalities', () => {
  it('holds the 5571 municipalities of the 27 federative units, each state with its own', () => {
    expect(brazilianStates.reduce((total, uf) => total + citiesOf(uf).length, 0)).toBe(5571);
    for (const uf of brazilianStates) expect(citiesOf(uf).length, uf).toBeGreaterThan(0);
    // IBGE's count of a few states, and the Distrito Federal's one municipality.
    expect({ MG: citiesOf('MG').length, SP: citiesOf('SP').length, MT: citiesOf('MT').length }).toEqual({ MG: 853, SP: 645, MT: 142 });
    expect(citiesOf('DF')).toEqual(['Brasília']);
  });

  it('writes the names with their accents, in pt-BR order', () => {
    expect(citiesOf('SP')).toEqual(expect.arrayContaining(['São Paulo', 'Ribeirão Preto', 'Embu das Artes', 'Mogi Mirim']));
    expect(citiesOf('BA')).toEqual(expect.arrayContaining(['Salvador', 'Feira de Santana', 'Vitória da Conquista']));
    expect(citiesOf('RJ')).toEqual(expect.arrayContaining(['Rio de Janeiro', 'Paraty', 'Armação dos Búzios']));
    for (const uf of brazilianStates) expect(citiesOf(uf), uf).toEqual([...citiesOf(uf)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(citiesOf('AM').slice(0, 2)).toEqual(['Alvarães', 'Amaturá']);
  });

  it('has the municipalities installed after 2013, and today’s names of renamed ones', () => {
    expect(citiesOf('MT')).toContain('Boa Esperança do Norte');
    expect(citiesOf('SC')).toEqual(expect.arrayContaining(['Balneário Rincão', 'Pescaria Brava']));
    expect(citiesOf('PA')).toEqual(expect.arrayContaining(['Mojuí dos Campos', 'Eldorado do Carajás']));
    expect(citiesOf('RS')).toContain('Pinto Bandeira');
    expect(citiesOf('MS')).toContain('Paraíso das Águas');
    expect(citiesOf('RN')).toEqual(expect.arrayContaining(['Serra Caiada', 'Assú']));
    expect(citiesOf('RN')).not.toContain('Presidente Juscelino');
  });
});

describe('states', () => {
  it('lists the 27 units with their pt-BR names, in the order of the names', () => {
    const states = statesOf();
    expect(states).toHaveLength(27);
    expect(states.slice(0, 3)).toEqual([
      { uf: 'AC', name: 'Acre' },
      { uf: 'AL', name: 'Alagoas' },
      { uf: 'AP', name: 'Amapá' },
    ]);
    expect(states).toContainEqual({ uf: 'SP', name: 'São Paulo' });
    expect(states.map(({ name }) => name)).toEqual(states.map(({ name }) => name).sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('reads a UF in any case and with spaces around', () => {
    expect(stateOf('sp')).toBe('SP');
    expect(stateOf(' Rj ')).toBe('RJ');
    expect(stateOf('XX')).toBeNull();
    expect(stateOf('')).toBeNull();
  });
});

describe('canonicalCity', () => {
  it.each([
    ['SP', 'sao paulo', 'São Paulo'],
    ['SP', 'SÃO  PAULO ', 'São Paulo'],
    ['sp', '  são paulo', 'São Paulo'],
    ['BA', 'FEIRA DE SANTANA', 'Feira de Santana'],
    ['MG', 'belo\thorizonte', 'Belo Horizonte'],
    ['DF', 'brasilia', 'Brasília'],
    ['RN', "olho d'agua do borges", "Olho-d'Água do Borges"],
    ['RN', 'Olho-d’Água do Borges', "Olho-d'Água do Borges"],
    ['RO', "alta floresta d'oeste", "Alta Floresta D'Oeste"],
  ])('%s, %j is %j', (uf, city, official) => {
    expect(canonicalCity(uf, city)).toBe(official);
  });

  it.each([
    ['a city of another state', 'RJ', 'São Paulo'],
    ['a misspelt city', 'SP', 'Sao Paolo'],
    ['an unknown state', 'XX', 'São Paulo'],
    ['an empty city', 'SP', '  '],
    ['a city written only in part', 'SP', 'São'],
  ])('is null for %s', (_case, uf, city) => {
    expect(canonicalCity(uf, city)).toBeNull();
  });

  it('gives every official name back as it is, in its own state (no two names of a state compare equal)', () => {
    for (const uf of brazilianStates) {
      for (const city of citiesOf(uf)) expect(canonicalCity(uf, city)).toBe(city);
    }
  });
});

describe.each(testDatabases)('GET /v3/dataset/states ($name)', (database) => {
  const context = useTestDatabase(database);
  const app = () => createTestApp(context.handle.db).app;

  it('answers the 27 states to a guest, cacheable for a day', async () => {
    const response = await call(app(), 'GET', '/v3/dataset/states');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(toWireSchema(statesResponseSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toEqual({ items: statesOf() });
  });

  it('answers the cities of a state, its UF in any case', async () => {
    for (const uf of ['SP', 'sp']) {
      const response = await call(app(), 'GET', `/v3/dataset/states/${uf}/cities`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(toWireSchema(citiesResponseSchema).safeParse(response.json).success).toBe(true);
      expect(response.json).toEqual({ items: citiesOf('SP') });
    }
  });

  it.each(['XX', 'S', 'brasil', '%20'])('answers 404 for the unknown UF %j, never a 422 nor a 5xx', async (uf) => {
    const response = await call(app(), 'GET', `/v3/dataset/states/${uf}/cities`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });

  it('documents both calls as public in the OpenAPI document', async () => {
    const doc = (await call(app(), 'GET', '/v3/openapi.json')).json ?? {};
    const paths = doc['paths'] as Record<string, Record<string, { security?: unknown; responses?: Record<string, unknown> }>>;
    expect(Object.keys(paths['/v3/dataset/states']?.['get']?.responses ?? {})).toContain('200');
    expect(Object.keys(paths['/v3/dataset/states/{uf}/cities']?.['get']?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
    expect(paths['/v3/dataset/states/{uf}/cities']?.['get']?.security).toBeUndefined();
  });
});
