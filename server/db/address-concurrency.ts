/**
 * How many requests one address has at the database at once. A reader's page asks once; a script
 * that sends ten broad queries together would hold ten connections, and a few such addresses all
 * of them. Past `running` requests an address waits, `waiting` of them at most and `waitMs` each;
 * past that it is refused and told when to try again. Only addresses with a request under way
 * are remembered, so the map is no larger than the requests in flight.
 */

export interface AddressConcurrency {
  /** Requests of one address at the database together. */
  running: number;
  /** Requests of one address that may wait for a turn. */
  waiting: number;
  /** How long a request waits for a turn before it is refused. */
  waitMs: number;
}

export const ADDRESS_CONCURRENCY: AddressConcurrency = { running: 3, waiting: 3, waitMs: 2000 };

/** A request refused because its address has as many under way and waiting as it may. */
export class AddressBusyError extends Error {
  constructor() {
    super('Too many requests from this address at once');
  }
}

interface Turns {
  running: number;
  queue: { admit: () => void; timer: NodeJS.Timeout }[];
}

export interface AddressGate {
  /** Waits for the address's turn; the function it answers ends the turn. Rejects with AddressBusyError. */
  enter(address: string): Promise<() => void>;
  /** Requests under way and waiting for the address (for tests and metrics). */
  load(address: string): { running: number; waiting: number };
}

export function createAddressGate(limits: AddressConcurrency = ADDRESS_CONCURRENCY): AddressGate {
  const byAddress = new Map<string, Turns>();

  const leave = (address: string, turns: Turns) => {
    const next = turns.queue.shift();
    if (next) {
      // The turn passes straight to the next in line.
      clearTimeout(next.timer);
      next.admit();
    } else if (--turns.running === 0) byAddress.delete(address);
  };

  const turnOf = (address: string, turns: Turns) => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leave(address, turns);
    };
  };

  return {
    enter(address) {
      let turns = byAddress.get(address);
      if (!turns) byAddress.set(address, (turns = { running: 0, queue: [] }));
      if (turns.running < limits.running) {
        turns.running++;
        return Promise.resolve(turnOf(address, turns));
      }
      if (turns.queue.length >= limits.waiting) return Promise.reject(new AddressBusyError());
      const mine = turns;
      return new Promise((resolve, reject) => {
        const waiter = {
          admit: () => resolve(turnOf(address, mine)),
          timer: setTimeout(() => {
            mine.queue.splice(mine.queue.indexOf(waiter), 1);
            reject(new AddressBusyError());
          }, limits.waitMs),
        };
        mine.queue.push(waiter);
      });
    },
    load(address) {
      const turns = byAddress.get(address);
      return { running: turns?.running ?? 0, waiting: turns?.queue.length ?? 0 };
    },
  };
}
