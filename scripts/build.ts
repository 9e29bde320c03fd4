// npm run build — builds what changed: the web app (vite, into apps/web/dist) and the server
// (esbuild, into apps/server/dist: main.js and the CLIs, run with plain `node`). Each output holds
// a stamp, the hash of the inputs that made it; a part whose inputs hash the same is skipped, so
// `npm start` costs a second when nothing changed. `--force` rebuilds both.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { precompressDir } from '../apps/server/src/static/precompress';
import { buildServer } from './lib/build-server';

const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');
/** Generated or installed folders inside the inputs, never inputs themselves. */
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);
/** Inputs every part shares: the contract and the exact dependency versions. */
const SHARED = ['packages/contract/src', 'package-lock.json', 'tsconfig.base.json'];

interface Part {
  name: string;
  inputs: string[];
  /** Environment variables baked into the output. */
  env: (name: string) => boolean;
  outDir: string;
  run(): Promise<void>;
}

const parts: Part[] = [
  {
    name: 'web',
    inputs: ['apps/web', ...SHARED],
    // Vite writes VITE_* variables (VITE_SIGN_SALT) into the bundle.
    env: (name) => name.startsWith('VITE_'),
    outDir: 'apps/web/dist',
    async run() {
      execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
      // Compressed here rather than at the server's first start, where on a loaded machine the
      // highest levels outlast Fastify's plugin timeout; the start then finds every file fresh.
      const { written, failed } = await precompressDir(join(root, 'apps/web/dist'));
      console.log(`web: ${written} files precompressed (br, gzip), ${failed} failed`);
    },
  },
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/package.json', 'scripts/build.ts', ...SHARED],
    env: () => false,
    outDir: 'apps/server/dist',
    async run() {
      const ms = await buildServer(join(root, 'apps/server/dist'));
      console.log(`server: built in ${ms} ms`);
    },
  },
];

/** The files of an input (a file or a folder), relative to the root. */
function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(sep).some((segment) => SKIPPED.has(segment)));
}

function stampOf(part: Part): string {
  const hash = createHash('sha256');
  for (const file of part.inputs.flatMap(filesUnder).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  for (const name of Object.keys(process.env).filter(part.env).sort()) {
    hash.update(`${name}=${process.env[name]}\0`);
  }
  return hash.digest('hex');
}

const STAMP_FILE = '.build-stamp';

for (const part of parts) {
  const stamp = stampOf(part);
  const stampPath = join(root, part.outDir, STAMP_FILE);
  if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) {
    console.log(`${part.name}: up to date (${part.outDir})`);
    continue;
  }
  await part.run();
  writeFileSync(stampPath, stamp);
}
