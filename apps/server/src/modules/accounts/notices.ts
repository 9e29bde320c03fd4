import { DEFAULT_SITE_NAME, ParamKey, type ContactKind } from '@huaren/contract';
import { messageTo, type OutgoingMessage } from '../../messaging/message';
import { sendMessageJob } from '../../messaging/message-job';
import { createParamConfigRepository } from '../../core/site/param-config.repository';
import type { AccountDeps } from './deps';

type Draft = Pick<OutgoingMessage, 'subject' | 'text'>;

export interface Recipient {
  kind: ContactKind;
  value: string;
}

/**
 * Where a security notice goes: the contact of the kind that changed as it was before the change
 * (so a thief who replaced it is not the one told), else the account's other contact; for a
 * password, the e-mail first (free), else the phone.
 */
export function noticeRecipient(
  before: { email: string | null; phone: string | null },
  prefer: ContactKind,
): Recipient | null {
  const first = prefer === 'email' ? before.email : before.phone;
  if (first) return { kind: prefer, value: first };
  const otherKind: ContactKind = prefer === 'email' ? 'phone' : 'email';
  const other = otherKind === 'email' ? before.email : before.phone;
  return other ? { kind: otherKind, value: other } : null;
}

/**
 * Sends a security notice after the change is committed, as a job retried like a code (the first
 * attempt before the answer). A notice that cannot be queued is logged and does not undo or fail
 * the change: the user did what they asked for.
 */
export async function sendNotice(
  deps: AccountDeps,
  to: Recipient | null,
  draft: (site: string) => Draft,
): Promise<void> {
  if (!to) return;
  try {
    const site =
      (await createParamConfigRepository(deps.db).get(ParamKey.siteName)) || DEFAULT_SITE_NAME;
    const id = await deps.jobs.enqueue(deps.db, sendMessageJob, messageTo(to, draft(site)));
    await deps.jobs.runNow(id);
  } catch (err) {
    deps.log.error({ err, channel: to.kind }, 'queueing a security notice failed');
  }
}
