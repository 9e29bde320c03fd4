/**
 * The clock tests hand to buildApp and to the signing client: real time plus an offset that a
 * test advances, so "ten minutes later" takes no time and the server and client agree on it.
 */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}
