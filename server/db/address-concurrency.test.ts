import { describe, expect, it } from 'vitest';
import { AddressBusyError, createAddressGate } from './address-concurrency';

describe('the turns of an address at the database', () => {
  it('lets `running` in, keeps `waiting` in line, refuses the next, and passes a turn on when one ends', async () => {
    const gate = createAddressGate({ running: 2, waiting: 1, waitMs: 60_000 });
    const first = await gate.enter('192.0.2.1');
    await gate.enter('192.0.2.1');
    let thirdIn = false;
    const third = gate.enter('192.0.2.1').then((leave) => {
      thirdIn = true;
      return leave;
    });
    await expect(gate.enter('192.0.2.1')).rejects.toBeInstanceOf(AddressBusyError);
    expect(gate.load('192.0.2.1')).toEqual({ running: 2, waiting: 1 });
    // Another address has turns of its own.
    const other = await gate.enter('192.0.2.2');
    expect(thirdIn).toBe(false);
    first();
    first(); // Ending a turn twice frees one turn only.
    const leaveThird = await third;
    expect(gate.load('192.0.2.1')).toEqual({ running: 2, waiting: 0 });
    leaveThird();
    other();
    expect(gate.load('192.0.2.2')).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a request that waited its time in line, and forgets an address with nothing under way', async () => {
    const gate = createAddressGate({ running: 1, waiting: 1, waitMs: 10 });
    const leave = await gate.enter('192.0.2.3');
    await expect(gate.enter('192.0.2.3')).rejects.toBeInstanceOf(AddressBusyError);
    expect(gate.load('192.0.2.3')).toEqual({ running: 1, waiting: 0 });
    leave();
    expect(gate.load('192.0.2.3')).toEqual({ running: 0, waiting: 0 });
    (await gate.enter('192.0.2.3'))();
  });
});
