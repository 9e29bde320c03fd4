import { describe, expect, it } from 'vitest';
import { freeLane, takeLane } from './background-lane';

describe('the background lane', () => {
  it('gives turns one at a time, in the order they were asked for', async () => {
    expect(await takeLane()).toBe(true);
    const order: number[] = [];
    const second = takeLane().then((turn) => order.push(2) && turn);
    const third = takeLane().then((turn) => order.push(3) && turn);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    freeLane();
    expect(await second).toBe(true);
    expect(order).toEqual([2]);
    freeLane();
    expect(await third).toBe(true);
    expect(order).toEqual([2, 3]);
    freeLane();
    expect(await takeLane()).toBe(true);
    freeLane();
  });
});
