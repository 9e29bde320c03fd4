// The entry pages' rule (docs/architecture.md, "The web app"; decision 0043): a second cruise that
// starts at main.tsx, the app it imports after the first paint (app/start.tsx, decision 0047) and
// the pages a visit opens first (home, a post list, a post's detail, the community home) and
// follows static, non-type imports only, so every module it meets ships with those pages. None of them may load the contract's barrel, zod or the phone number rules: they
// take the contract's light parts by subpath (`@huaren/contract/call-paths`).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config, as depcruise loads it
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'entry-pages-without-schemas',
      comment:
        'The entry pages import the contract by subpath, never its barrel or a module that carries zod (the schemas ship with the pages that send forms).',
      severity: 'error',
      from: {
        path: '^apps/web/src/(main|pages/(home|post/list|post/detail|article/home)/index)\\.tsx$',
      },
      to: {
        path: [
          '^packages/contract/src/(index|z|zod-api)\\.ts$',
          '^node_modules/zod/',
          '^node_modules/libphonenumber-js/',
        ],
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
