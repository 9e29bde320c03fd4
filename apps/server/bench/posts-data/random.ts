/** A seeded pseudo-random source: the same seed yields the same posts on every machine. */
export type Rng = () => number;

/** sfc32, seeded through splitmix32: fast, small, and good enough for test data. */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/** An integer in [min, max]. */
export function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A picker that honours the weights (relative, any scale). */
export function weighted<T>(entries: ReadonlyArray<readonly [T, number]>): (rng: Rng) => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const bounds: number[] = [];
  let running = 0;
  for (const [, weight] of entries) bounds.push((running += weight / total));
  return (rng) => {
    const r = rng();
    let i = 0;
    while (i < bounds.length - 1 && r >= bounds[i]!) i++;
    return entries[i]![0];
  };
}
