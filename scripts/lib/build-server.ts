// The server compiled to JavaScript (esbuild), for `npm run build` and the test that starts it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = join(import.meta.dirname, '..', '..');

/** Bare imports stay imports (resolved from node_modules at run time), but for our own packages. */
const ownCodeOnly: Plugin = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@huaren/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * One ES module per entry point (main.js and the CLIs: admin.js, rebuild.js, cleanup-uploads.js,
 * backup.js, restore.js) in `outDir`, with our own code (the server and the contract, which is
 * TypeScript source) bundled in and every npm package left to node_modules: native modules
 * (better-sqlite3, sharp) cannot be bundled, and `npm ci --omit=dev` installs the rest. `outDir`
 * must be inside the repository, so that Node finds node_modules above it. Answers the
 * milliseconds it took.
 */
export async function buildServer(outDir: string): Promise<number> {
  const started = performance.now();
  // Nothing stale (a renamed entry) lingers beside the new files.
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: 'apps/server/src/main.ts',
      admin: 'apps/server/src/cli/admin.ts',
      rebuild: 'apps/server/src/cli/rebuild.ts',
      'cleanup-uploads': 'apps/server/src/cli/cleanup-uploads.ts',
      backup: 'apps/server/src/cli/backup.ts',
      restore: 'apps/server/src/cli/restore.ts',
    },
    absWorkingDir: root,
    outdir: outDir,
    bundle: true,
    // One file per entry, at the depth of src/'s files: config.ts finds apps/web/dist as
    // `../../web/dist` from its import.meta.url, which a shared chunk in a subfolder would break.
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [ownCodeOnly],
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
}
