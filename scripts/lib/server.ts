// Starts the real server (production build of the web app, fresh data folder) as a child
// process on a free port, for the browser suite and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process's id (the start-up benchmark reads its memory). */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

/** The server from its TypeScript source (tsx); `builtServer` runs a compiled main.js instead. */
const FROM_SOURCE = [join(root, 'node_modules', '.bin', 'tsx'), 'apps/server/src/main.ts'];

/** `node <main.js>`: the production build (scripts/lib/build-server.ts). */
export function builtServer(mainJs: string): string[] {
  return [process.execPath, mainJs];
}

export async function startServer(
  env: Record<string, string> = {},
  command: string[] = FROM_SOURCE,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'huaren-e2e-'));
  const [program, ...args] = command;
  if (!program) throw new Error('startServer: empty command');
  const child = spawn(program, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Tests start from an empty site; one that wants the demo posts passes DEMO_CONTENT: '1'.
      DEMO_CONTENT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, 30_000);
  } catch (error) {
    // A server that never became healthy must not outlive the run that started it.
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? -1,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
