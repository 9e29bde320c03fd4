/** A message to send, and what a transport that carries it does. */

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** An e-mail address or an E.164 phone number. */
  to: string;
  /** E-mail only. */
  subject?: string;
  text: string;
}

/** A drafted message addressed to a contact: e-mail keeps its subject, SMS has none. */
export function messageTo(
  contact: { kind: 'email' | 'phone'; value: string },
  draft: { subject?: string; text: string },
): OutgoingMessage {
  return contact.kind === 'email'
    ? { channel: 'email', to: contact.value, subject: draft.subject, text: draft.text }
    : { channel: 'sms', to: contact.value, text: draft.text };
}

/** What carries messages of one channel: SMTP, Twilio, or the outbox file. */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}
