import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestDatabase } from './database';

const root = join(import.meta.dirname, '../../../..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it wrote to standard output (its log lines). */
  output(): string;
}

/**
 * The real server (main.ts) in a process of its own, on a test file's database, once it listens.
 * Node itself with tsx as a loader: the tsx command would run the server in a child process of
 * its own, and a signal would reach only the wrapper.
 */
export async function startServerProcess(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...database.env,
        PORT: '0',
        LOG_LEVEL: 'info',
        DEMO_CONTENT: '0',
        WEB_DIST: join(database.dataDir, 'no-web-build'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const workers = Number(env.WEB_CONCURRENCY ?? 1) > 1;
  let out = '';
  child.stdout!.setEncoding('utf8');
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      // Several workers (WEB_CONCURRENCY): once the primary says every one of them listens.
      if (listening && (!workers || out.includes('"msg":"all workers listening"'))) {
        resolve(listening[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
  return { baseUrl, child, output: () => out };
}

/** Ends it with `signal` (SIGKILL: no shutdown at all) and waits for the exit; no-op if gone. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.on('exit', resolve));
  server.child.kill(signal);
  await exited;
}
