import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
// nodemailer 10 exports its transports as subpaths (for Node's ES module loader, which does not
// import folders).
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailConfig } from '../config';
import { maskRecipient } from './mask';
import type { Transport } from './message';

/**
 * E-mail through nodemailer's SMTP transport; SMTP_URL carries host, port, TLS and login
 * (`smtps://user:pass@smtp.example.com`). The timeouts keep a dead mail server from holding a
 * request: the user is told to retry within seconds (nodemailer waits minutes by default).
 */
export function createSmtpTransport(mail: MailConfig, log: FastifyBaseLogger): Transport {
  // The SMTP transport itself merges `url` with the other options; createTransport given a URL
  // would drop the timeouts.
  const smtp = new SMTPTransport({
    url: mail.smtpUrl!,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const transporter = nodemailer.createTransport(smtp, { from: mail.from });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
      });
      log.info(
        { channel: 'email', to: maskRecipient(message.to), messageId: info.messageId },
        'e-mail sent',
      );
    },
    async close() {
      transporter.close();
    },
  };
}
