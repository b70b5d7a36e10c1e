import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const appAnswering = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));

describe('clientAddress', () => {
  const servers: ReturnType<typeof serve>[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('gives an IPv4 client of a dual-stack socket its IPv4 address, not the ::ffff: mapping', async () => {
    const server = serve({ fetch: appAnswering(false).fetch, port: 0, hostname: '::' });
    servers.push(server);
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('127.0.0.1');
  });

  it("takes the proxy's last hop behind our proxy, mapped or not, and ignores it otherwise", async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7, ::ffff:203.0.113.5' };
    expect(await (await appAnswering(true).request('/', { headers })).text()).toBe('203.0.113.5');
    expect(await (await appAnswering(true).request('/', { headers: { 'x-forwarded-for': '2001:db8::1' } })).text()).toBe('2001:db8::1');
    expect(await (await appAnswering(false).request('/', { headers })).text()).toBe('unknown');
  });
});
