#!/usr/bin/env node
// Runs every suite and prints a count per suite, so a reader (and CI) can see that the PostgreSQL
// and browser suites really ran. Usage: npm test
//
// Two lanes run side by side: the browser suite (one server and one browser, mostly waiting on
// them) beside the unit and API suites one after the other. They share no files, ports or
// schemas (each API test makes its own database; the browser suite's server has its own data
// folder). A suite's output is kept in its own log and printed whole when it ends, so the two
// lanes' lines do not interleave.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, '.test-data', 'reports');
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface SuiteResult {
  suite: string;
  status?: number;
  counts?: Counts | null;
  skippedSuite?: string;
}

function suiteCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Runs one suite with its output in `<suite>.log`, printed when the suite ends. */
function runSuite(suite: string): Promise<SuiteResult> {
  const report = join(reportDir, `${suite}.json`);
  const logFile = join(reportDir, `${suite}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  console.log(`▶ suite ${suite} started`);
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      suite,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        const minutes = ((Date.now() - started) / 60_000).toFixed(1);
        console.log(`\n▶ suite ${suite} ended after ${minutes} min\n`);
        console.log(readFileSync(logFile, 'utf8'));
        resolve({ suite, status: code ?? 1, counts: suiteCounts(report) });
      });
    });
  });
}

/** Runs suites one after the other; a suite whose database is not configured is noted, not run. */
async function lane(suites: string[]): Promise<SuiteResult[]> {
  const results: SuiteResult[] = [];
  for (const suite of suites) {
    if ((suite === 'api-postgres' || suite === 'api-s3') && !process.env.TEST_DATABASE_URL) {
      results.push({ suite, skippedSuite: 'TEST_DATABASE_URL is not set' });
      continue;
    }
    results.push(await runSuite(suite));
  }
  return results;
}

ensureChromium();
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

console.log('\n▶ building the web app for the browser suite');
if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

const lanes = await Promise.all([
  lane(['e2e']),
  lane(['unit', 'api-sqlite', 'api-postgres', 'api-s3']),
]);
const order = ['unit', 'api-sqlite', 'api-postgres', 'api-s3', 'e2e'];
const results = lanes.flat().sort((a, b) => order.indexOf(a.suite) - order.indexOf(b.suite));

let passed = 0;
let failed = 0;
let problems = 0;
console.log('\nSuites:');
for (const r of results) {
  if (r.skippedSuite) {
    console.log(`  ${r.suite.padEnd(13)} not run (${r.skippedSuite})`);
    if (requireAll) problems++;
    continue;
  }
  const c = r.counts ?? { passed: 0, failed: 0, skipped: 0 };
  passed += c.passed;
  failed += c.failed;
  const ranNothing = c.passed + c.failed === 0;
  if (r.status !== 0 || ranNothing) problems++;
  const note =
    r.status !== 0 && c.failed === 0 ? ' (runner failed)' : ranNothing ? ' (ran no test)' : '';
  console.log(
    `  ${r.suite.padEnd(13)} ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${note}`,
  );
}
console.log(`\n${passed} passed, ${failed} failed`);
if (problems > 0 || failed > 0) process.exit(1);
