import { brazilianStates } from '@ma/domain';
import { z } from 'zod';
import { listOf } from './common.ts';

/** A federative unit's code ('SP'), one of the 27 @ma/domain lists. */
export const brazilianStateSchema = z.enum(brazilianStates, { error: 'Escolha um estado da lista.' });

/** A federative unit as the state picker shows it. */
export const stateOptionSchema = z.object({ uf: brazilianStateSchema, name: z.string() });
export type StateOption = z.infer<typeof stateOptionSchema>;

/** GET /v3/dataset/states: the 27 federative units, in the order of their names. */
export const statesResponseSchema = listOf(stateOptionSchema);
export type StatesResponse = z.infer<typeof statesResponseSchema>;

/** GET /v3/dataset/states/{uf}/cities: the state's municipalities as IBGE writes them, in pt-BR order. */
export const citiesResponseSchema = listOf(z.string());
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
