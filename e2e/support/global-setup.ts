import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
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
  const server = await startServer({ TRUST_PROXY: '127.0.0.1' });
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
