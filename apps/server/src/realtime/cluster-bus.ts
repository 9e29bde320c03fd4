import type { Delivery, RealtimeBus } from './bus';
import { createLocalBus } from './bus';

/** The type of the IPC message a worker sends its primary, which relays it to the other workers. */
export const REALTIME_MESSAGE = 'huaren:realtime';

export interface RealtimeMessage {
  type: typeof REALTIME_MESSAGE;
  delivery: Delivery;
}

export const isRealtimeMessage = (message: unknown): message is RealtimeMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === REALTIME_MESSAGE;

/** The IPC side of a forked process (`process` in a cluster worker). */
export interface IpcChannel {
  connected: boolean;
  send?(message: unknown, callback: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * One worker of several sharing a SQLite file (decision 0046): a delivery goes to this process's
 * streams at once and, through the cluster's IPC channel, to the primary, which hands it to every
 * other worker (cluster/primary.ts). The primary is the hub of the star, so no worker needs to know
 * the others, and a replaced worker is reached as soon as it is forked.
 */
export function createClusterBus(channel: IpcChannel): RealtimeBus {
  const local = createLocalBus();
  const fromOthers = (message: unknown) => {
    if (isRealtimeMessage(message)) void local.publish(message.delivery);
  };
  return {
    async publish(delivery) {
      await local.publish(delivery);
      if (!channel.connected || !channel.send) throw new Error('no channel to the primary');
      const message: RealtimeMessage = { type: REALTIME_MESSAGE, delivery };
      const send = channel.send.bind(channel);
      await new Promise<void>((resolve, reject) =>
        send(message, (error) => (error ? reject(error) : resolve())),
      );
    },
    async subscribe(handlers) {
      await local.subscribe(handlers);
      channel.on('message', fromOthers);
    },
    async close() {
      channel.off('message', fromOthers);
      await local.close();
    },
  };
}
