import { describe, expect, it } from 'vitest';
import { createAvailabilityGate } from './availability.ts';
import { driverError } from '../test/stand-ins.ts';

function gateWithClock() {
  let now = 0;
  const gate = createAvailabilityGate({ probeEveryMs: 250, now: () => now });
  return { gate, advance: (ms: number) => void (now += ms) };
}

const waiting = (started = false) => {
  const entry = { started: () => started, abandoned: false, abandon: () => void (entry.abandoned = true) };
  return entry;
};

describe('the availability gate', () => {
  it('lets everything through while the database answers', () => {
    const { gate } = gateWithClock();
    const settle = gate.track(waiting());
    settle();
    expect(gate.open).toBe(true);
    expect([gate.admit(), gate.admit(), gate.admit()]).toEqual([true, true, true]);
  });

  it('closes on a failed attempt to connect, then lets one probe through per interval', () => {
    const { gate, advance } = gateWithClock();
    gate.track(waiting())(driverError('ECONNREFUSED'));
    expect(gate.open).toBe(false);
    expect(gate.admit()).toBe(false);
    advance(249);
    expect(gate.admit()).toBe(false);
    advance(1);
    expect([gate.admit(), gate.admit()]).toEqual([true, false]);
    advance(250);
    expect(gate.admit()).toBe(true);
  });

  it('opens again on the first answer, even an error of the query’s own', () => {
    const { gate } = gateWithClock();
    gate.track(waiting())(driverError('CONNECT_TIMEOUT'));
    expect(gate.open).toBe(false);
    gate.track(waiting())(driverError('23505'));
    expect(gate.open).toBe(true);
  });

  it('stays open when a connection is lost midway: the next attempt to connect tells', () => {
    const { gate } = gateWithClock();
    gate.track(waiting())(driverError('CONNECTION_CLOSED'));
    gate.track(waiting())(driverError('57P01'));
    expect(gate.open).toBe(true);
  });

  it('fails at once, on closing, what still waits for a connection, and leaves what was sent', () => {
    const { gate } = gateWithClock();
    const queued = waiting(false);
    const sent = waiting(true);
    gate.track(queued);
    gate.track(sent);
    gate.track(waiting())(driverError('ECONNREFUSED'));
    expect(queued.abandoned).toBe(true);
    expect(sent.abandoned).toBe(false);
  });
});
