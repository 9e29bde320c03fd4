import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A push service on a local HTTPS port (a self-signed certificate for 127.0.0.1, trusted only by
 * the agent given to the app) that records every message. A path ending in `/gone` answers 410,
 * as a push service does for an expired subscription; `/broken` answers 500.
 */
export interface PushService {
  /** The agent that trusts this service's certificate (buildApp's `pushAgent`). */
  agent: Agent;
  received: ReceivedPush[];
  /** A new browser: its subscription (for subscribePush) and its private key to decrypt with. */
  browser(path?: string): TestBrowser;
  listen(): Promise<void>;
  close(): Promise<void>;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The message's plaintext (RFC 8291's aes128gcm, one record). */
  decrypt(body: Buffer): string;
}

/** Made synchronously, so a test file can pass the agent to useTestApp at its top. */
export function createPushService(): PushService {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1',
    '-keyout', key, '-out', cert,
  ], { stdio: 'ignore' }); // prettier-ignore
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true });

  const received: ReceivedPush[] = [];
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.endsWith('/gone') ? 410 : req.url?.endsWith('/broken') ? 500 : 201;
      res.writeHead(status).end();
    });
  });
  let origin = '';
  let next = 0;

  return {
    agent: new Agent({ ca: tls.cert }),
    received,
    browser(path = '') {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        subscription: {
          endpoint: `${origin}/push/${++next}${path}`,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
        },
        decrypt: (body) => decrypt(body, ecdh, auth),
      };
    },
    listen: () =>
      new Promise((resolve) => {
        server.listen(0, '127.0.0.1', () => {
          origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve();
        });
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 / RFC 8188: salt, record size, the sender's public key, then one sealed record. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}
