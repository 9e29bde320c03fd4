import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import webpush from 'web-push';
import { startServer } from '../../scripts/lib/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: its outbox.jsonl holds the messages it would have sent. */
    dataDir: string;
  }
}

/** One real server for the browser suite, serving the production build. */
export default async function setup(project: TestProject) {
  const dist = join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'index.html');
  if (!existsSync(dist)) execSync('npm run build', { stdio: 'inherit' });
  // Each browser context and each setup call presents its own X-Forwarded-For (browser.ts,
  // api.ts); trusted from loopback only, so per-IP limits such as the daily cap of 20 code
  // requests apply per test rather than to the whole suite at once.
  // VAPID keys turn Web Push on: the notice settings offer this browser's push switch.
  const vapid = webpush.generateVAPIDKeys();
  const server = await startServer({
    TRUST_PROXY: '127.0.0.1',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.com',
  });
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
