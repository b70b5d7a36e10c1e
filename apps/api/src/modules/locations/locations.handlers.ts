import { citiesResponseSchema, statesResponseSchema } from '@ma/api-client/schemas';
import { apiError } from '../../lib/errors.ts';
import type { AppRouteHandler } from '../../lib/types.ts';
import { toWire } from '../../lib/wire.ts';
import { citiesOf, stateOf, statesOf } from './locations.ts';
import type { CitiesRoute, StatesRoute } from './locations.routes.ts';

// The lists change only with a new release (a new municipality is rare): browsers and proxies
// may keep them for a day.
const cacheHeaders = { 'Cache-Control': 'public, max-age=86400' };

export const states: AppRouteHandler<StatesRoute> = (c) => c.json(toWire(statesResponseSchema, { items: statesOf() }), 200, cacheHeaders);

export const cities: AppRouteHandler<CitiesRoute> = (c) => {
  const state = stateOf(c.req.valid('param').uf);
  if (!state) throw apiError('NOT_FOUND');
  return c.json(toWire(citiesResponseSchema, { items: [...citiesOf(state)] }), 200, cacheHeaders);
};
