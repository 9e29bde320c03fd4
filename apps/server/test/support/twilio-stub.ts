import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedSms {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

export interface TwilioStub {
  /** TWILIO_API_BASE for the app. */
  base: string;
  requests: RecordedSms[];
  /** Answer the next requests with this HTTP status and Twilio error code (status 0: succeed again). */
  failWith(status: number, code: number): void;
  close(): Promise<void>;
}

/** A local stand-in for Twilio's Messages API that records what it receives. */
export async function startTwilioStub(): Promise<TwilioStub> {
  const requests: RecordedSms[] = [];
  let failure: { status: number; code: number } | null = null;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      res.setHeader('Content-Type', 'application/json');
      if (failure) {
        res.statusCode = failure.status;
        res.end(JSON.stringify({ code: failure.code, message: 'failed', status: failure.status }));
        return;
      }
      res.statusCode = 201;
      res.end(
        JSON.stringify({
          sid: `SM${requests.length.toString().padStart(32, '0')}`,
          status: 'queued',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    failWith(status, code) {
      failure = status ? { status, code } : null;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
