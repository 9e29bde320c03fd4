#!/usr/bin/env node
// Runs every suite one after the other and prints a count per suite, so a reader (and CI) can
// see that the PostgreSQL and browser suites really ran. Usage: npm test
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, '.test-data', 'reports');
const requireAll = process.env.REQUIRE_ALL_SUITES === '1';

function run(cmd: string, args: string[]): number {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

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

ensureChromium();
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

console.log('\n▶ building the web app for the browser suite');
if (run('npm', ['run', 'build']) !== 0) process.exit(1);

const suites = ['unit', 'api-sqlite', 'api-postgres', 'api-s3', 'e2e'];
const results: SuiteResult[] = [];
for (const suite of suites) {
  if ((suite === 'api-postgres' || suite === 'api-s3') && !process.env.TEST_DATABASE_URL) {
    results.push({ suite, skippedSuite: 'TEST_DATABASE_URL is not set' });
    continue;
  }
  console.log(`\n▶ suite ${suite}`);
  const out = join(reportDir, `${suite}.json`);
  const status = run('npx', [
    'vitest',
    'run',
    '--project',
    suite,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  results.push({ suite, status, counts: suiteCounts(out) });
}

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
