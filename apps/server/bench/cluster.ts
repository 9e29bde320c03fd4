import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where posts.ts leaves the ceiling's bodies for the workers: each scenario's answer, byte for byte. */
export const ceilingFile = (dataDir: string, n: string) =>
  join(dataDir, 'bench-ceiling', `${n}.json`);

export interface ClusterServer {
  origin: string;
  /** The workers' resident memory together, in MiB (from /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

/** bench/cluster-server.ts with `workers` workers on `env`, once every worker listens. */
export function startClusterServer(
  workers: number,
  env: Record<string, string>,
): Promise<ClusterServer> {
  const script = join(import.meta.dirname, 'cluster-server.ts');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, JSON.stringify({ workers, env })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const ready = /listening (\d+) ([\d,]+)/.exec(out);
      if (!ready) return;
      const pids = ready[2]!.split(',').map(Number);
      resolve({
        origin: `http://127.0.0.1:${ready[1]}`,
        rssMiB: () => pids.reduce((sum, pid) => sum + rssOf(pid), 0),
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.on('exit', (code) => reject(new Error(`the cluster server exited (${code}): ${out}`)));
  });
}

/** A process's resident memory in MiB (VmRSS is in kB); 0 once it is gone. */
function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}
