import { describe, expect, it } from 'vitest';
import { QueueFullError, createSemaphore } from './semaphore';

/** A task that runs until the test lets it finish. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('createSemaphore', () => {
  it('runs at most `slots` tasks, queues `queue` more in order, and refuses the rest', async () => {
    const semaphore = createSemaphore(2, 2);
    const gates = Array.from({ length: 4 }, gate);
    const order: number[] = [];
    const runs = gates.map((g, i) =>
      semaphore.run(async () => {
        order.push(i);
        await g.task();
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect([semaphore.active, semaphore.waiting]).toEqual([2, 2]);
    await expect(semaphore.run(async () => {})).rejects.toBeInstanceOf(QueueFullError);

    gates[1]!.open();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve)); // the next task's start
    expect(order).toEqual([0, 1, 2]);
    expect([semaphore.active, semaphore.waiting]).toEqual([2, 1]);
    for (const g of gates) g.open();
    await Promise.all(runs);
    expect(order).toEqual([0, 1, 2, 3]);
    expect([semaphore.active, semaphore.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = createSemaphore(1, 0);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(semaphore.run(async () => 'ok')).resolves.toBe('ok');
    expect(semaphore.active).toBe(0);
  });
});
