/** Thrown by Semaphore.run when every slot is taken and the queue is full. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export interface Semaphore {
  /** Runs `task` when a slot is free (first come, first served); the slot is freed however it ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and tasks waiting for a slot. */
  readonly active: number;
  readonly waiting: number;
}

/** At most `slots` tasks at once and `queue` more waiting; beyond that, run() refuses at once. */
export function createSemaphore(slots: number, queue: number): Semaphore {
  let active = 0;
  const waiters: (() => void)[] = [];

  const acquire = async () => {
    if (active < slots) {
      active += 1;
      return;
    }
    if (waiters.length >= queue) throw new QueueFullError('decode queue is full');
    // The releasing task hands its slot over directly, so `active` never dips and lets a newcomer jump the queue.
    await new Promise<void>((resolve) => waiters.push(resolve));
  };
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiters.length;
    },
  };
}
