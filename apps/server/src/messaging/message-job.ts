import { defineJobType } from '../jobs/job-queue';
import { maskRecipient } from './mask';
import type { OutgoingMessage } from './message';

/**
 * An e-mail or SMS to send, as a job (decision 0024). Six attempts with the queue's back-off
 * span about eight minutes, inside a code's ten-minute life; after that a code is worthless.
 */
export const sendMessageJob = defineJobType<OutgoingMessage>({
  kind: 'message.send',
  maxAttempts: 6,
  describe: (m) => `${m.channel === 'email' ? '邮件' : '短信'} → ${maskRecipient(m.to)}`,
});
