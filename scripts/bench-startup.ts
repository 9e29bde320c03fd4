// npm run bench:startup — start-up time and idle memory of one server instance, from source
// (tsx, as `npm run dev:server` runs it) and built (`node apps/server/dist/main.js`, as
// `npm start` runs it after `npm run build`). SQLite on a fresh data folder, the built web app.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtServer, startServer } from './lib/server';

const root = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long the instance sits idle before its memory is read. */
const IDLE_MS = 3000;

/** Resident memory of a process and its descendants (tsx runs the server in a child), in MiB. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return kib / 1024 + children.reduce((sum, child) => sum + rssMiB(child), 0);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!existsSync(join(root, 'apps/server/dist/main.js')))
  execSync('npm run build', { stdio: 'inherit' });
console.log(
  `${new Date().toISOString()} · load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);

const variants = {
  'tsx (source)': undefined,
  'node (built)': builtServer(join(root, 'apps/server/dist/main.js')),
};
for (const [name, command] of Object.entries(variants)) {
  const starts: number[] = [];
  const memory: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const server = await startServer({}, command);
    starts.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, IDLE_MS));
    memory.push(rssMiB(server.pid));
    await server.stop();
  }
  console.log(
    `${name.padEnd(14)} start to /healthz: median ${Math.round(median(starts))} ms ` +
      `(${starts.map(Math.round).join(', ')}); idle RSS: median ${median(memory).toFixed(0)} MiB ` +
      `(${memory.map((m) => m.toFixed(0)).join(', ')})`,
  );
}
