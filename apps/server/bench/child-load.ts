import { spawn } from 'node:child_process';

/**
 * Runs a load-generator script in a child process, so that autocannon does not share an event
 * loop with the server it measures. The script takes its options as one JSON argument and prints
 * its result as one JSON line.
 */
export function runLoadScript<O, R>(script: string, options: O): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as R)
        : reject(new Error(`load generator ${script} exited with ${code}`)),
    );
  });
}
