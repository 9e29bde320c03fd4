// The first screen's rule (docs/architecture.md, "The web app"): a second cruise that starts at
// main.tsx and the home page and follows static, non-type imports only, so every module it meets
// ships in the first screen's JavaScript. None of them may load the contract's barrel or zod:
// the first screen takes the contract's light parts by subpath (`@huaren/contract/call-paths`).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config, as depcruise loads it
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'first-screen-without-schemas',
      comment:
        'The first screen imports the contract by subpath, never its barrel or a module that carries zod (the schemas ship with the pages that send forms).',
      severity: 'error',
      from: { path: '^apps/web/src/(main\\.tsx|pages/home/index\\.tsx)$' },
      to: {
        path: ['^packages/contract/src/(index|z|zod-api)\\.ts$', '^node_modules/zod/'],
        reachable: true,
      },
    },
  ],
  options: {
    ...base.options,
    // Type-only imports vanish from the bundle; a lazy import is another chunk.
    tsPreCompilationDeps: false,
    exclude: { dynamic: true },
  },
};
