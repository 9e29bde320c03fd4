import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config';
import { maskRecipient } from './mask';
import type { Transport } from './message';

const TIMEOUT_MS = 10_000;

/**
 * SMS through Twilio's Programmable Messaging REST API (or a provider with the same shape):
 * `POST {base}/2010-04-01/Accounts/{SID}/Messages.json`, basic auth with the account SID and
 * auth token, form fields To, From and Body. No SDK: one request does not need one.
 */
export function createTwilioTransport(sms: SmsConfig, log: FastifyBaseLogger): Transport {
  const url = `${sms.apiBase}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: sms.from, Body: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number };
      if (!res.ok) {
        // Twilio's error code (e.g. 21211 invalid number) says why; its message may quote the
        // number, so only the code goes into the error.
        throw new Error(`SMS provider answered HTTP ${res.status} (code ${body.code ?? 'none'})`);
      }
      log.info({ channel: 'sms', to: maskRecipient(message.to), sid: body.sid }, 'SMS sent');
    },
  };
}
