/**
 * The job worker of bench/saved-searches.ts in a process of its own: the server that answers the
 * publish calls runs with JOBS_WORKER=0, this one with the worker on the same database, as a
 * deployment would run them (decision 0024). Takes the environment as one JSON argument, prints
 * `ready` once running, and closes on SIGTERM.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const env = JSON.parse(process.argv[2]!) as Record<string, string>;
const app = await buildApp(loadConfig(env), { protocolChecks: false });
await app.ready();
// The worker's timer does not hold the process open (it is unref'd): this does, until SIGTERM.
const alive = setInterval(() => undefined, 60_000);
process.once('SIGTERM', () => {
  clearInterval(alive);
  void app.close().then(() => process.exit(0));
});
process.stdout.write('ready\n');
