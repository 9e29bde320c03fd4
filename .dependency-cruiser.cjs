// The import rules of docs/architecture.md ("Layers"), checked by `npm run check` (npm run
// boundaries). A broken rule fails with its name and the import that broke it.

const SERVER = '^apps/server/src/';
/** The layer below core/: no domain, no feature. */
const PLATFORM = `${SERVER}(lib|hooks|auth|limits|messaging|storage|backup|protocol|static|jobs|realtime)/`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const serverRules = [
  {
    name: 'migration-imports-only-db',
    comment:
      'A migration is frozen history: it imports db/ and kysely only, so changing live code never changes what an old migration did.',
    severity: 'error',
    from: { path: `${SERVER}db/migrations/` },
    to: { pathNot: [`${SERVER}db/`, '^node_modules/kysely/'] },
  },
  {
    name: 'db-imports-nothing-above',
    comment: 'db/ is the bottom layer: it imports no feature, no core, no platform (config aside).',
    severity: 'error',
    from: { path: `${SERVER}db/` },
    to: { path: SERVER, pathNot: [`${SERVER}db/`, `${SERVER}config\\.ts$`] },
  },
  {
    name: 'platform-knows-no-domain',
    comment:
      'lib/, hooks/, auth/, limits/, messaging/, storage/, backup/, protocol/, static/, jobs/ and realtime/ know no content and no feature.',
    severity: 'error',
    from: { path: PLATFORM },
    to: { path: `${SERVER}(core|modules|seed|cli)/` },
  },
  {
    name: 'core-imports-no-feature',
    comment:
      'core/ is what every feature shares: features plug into it, never the other way round.',
    severity: 'error',
    from: { path: `${SERVER}core/` },
    to: { path: `${SERVER}(modules|seed|cli)/` },
  },
  {
    name: 'feature-imports-no-sibling',
    comment:
      'A feature imports core/, the platform and db/, never another feature. admin/ is the console over every feature (next rule).',
    severity: 'error',
    from: { path: `${SERVER}modules/([^/]+)/`, pathNot: `${SERVER}modules/admin/` },
    to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/$1/` },
  },
  {
    name: 'admin-uses-features-not-their-routes',
    comment:
      "admin/ may use the features' repositories, services and presenters, never their routes.ts (the features' plugins).",
    severity: 'error',
    from: { path: `${SERVER}modules/admin/` },
    to: { path: `${SERVER}modules/[^/]+/routes\\.ts$`, pathNot: `${SERVER}modules/admin/` },
  },
  {
    name: 'decorations-import-no-feature',
    comment: "types/fastify.d.ts describes the app's decorations with types from core/ and below.",
    severity: 'error',
    from: { path: `${SERVER}types/` },
    to: { path: `${SERVER}(modules|seed|cli)/` },
  },
  {
    name: 'sql-only-in-repositories',
    comment:
      'SQL lives in *.repository.ts files (and db/): no other source file imports kysely but for its types.',
    severity: 'error',
    from: { path: SERVER, pathNot: ['\\.repository\\.ts$', `${SERVER}db/`, '\\.test\\.ts$'] },
    to: { path: '^node_modules/kysely/', dependencyTypesNot: ['type-only'] },
  },
];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const contractRules = [
  {
    name: 'contract-imports-no-app',
    comment: 'The contract is what the apps share; it imports neither of them.',
    severity: 'error',
    from: { path: '^packages/contract/' },
    to: { path: '^apps/' },
  },
];

const WEB = '^apps/web/src/';
/** Web test files may set up what start-up wires (the page table for the login flow's tests). */
const WEB_TEST = '\\.test\\.tsx?$';

/**
 * The web app's layers (docs/architecture.md, "The web app"; decision 0016). The first screen's
 * rule is a second cruise over static imports only: .dependency-cruiser.first-screen.cjs.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const webRules = [
  {
    name: 'web-app-is-the-top',
    comment:
      'app/ (the page table, router, shell) is the top layer: only the two entries, main.tsx (the browser) and firstView.tsx (the server, decision 0047), import it; the layers below receive what they need at start-up.',
    severity: 'error',
    from: {
      path: WEB,
      pathNot: [`${WEB}main\\.tsx$`, `${WEB}firstView\\.tsx$`, `${WEB}app/`, WEB_TEST],
    },
    to: { path: `${WEB}app/` },
  },
  {
    name: 'web-components-import-no-page',
    comment: 'Pages compose components; a component never imports a page.',
    severity: 'error',
    from: { path: `${WEB}components/` },
    to: { path: `${WEB}pages/` },
  },
  {
    name: 'web-api-imports-only-lib',
    comment:
      'api/ (requests and query hooks) imports lib/ and the contract: never app/, pages/, components/ or nav/. The query client and the session-expiry handler are handed to it (configureApi).',
    severity: 'error',
    from: { path: `${WEB}api/` },
    to: { path: `${WEB}(app|pages|components|nav)/` },
  },
  {
    name: 'web-paths-import-nothing-of-the-app',
    comment:
      "nav/paths.ts is every page's path: it imports lib/url.ts and nothing else of the app, so any file may link anywhere.",
    severity: 'error',
    from: { path: `${WEB}nav/paths\\.ts$` },
    to: { path: WEB, pathNot: `${WEB}lib/url\\.ts$` },
  },
  {
    name: 'web-nav-imports-no-view-or-data',
    comment:
      'nav/ (paths, the navigation helper, the login flow) knows pages by the facts start-up hands it, never by importing app/, pages/, components/ or api/.',
    severity: 'error',
    from: { path: `${WEB}nav/`, pathNot: WEB_TEST },
    to: { path: `${WEB}(app|pages|components|api)/` },
  },
  {
    name: 'web-lib-knows-no-app',
    comment: 'lib/ holds helpers with no knowledge of the app: it imports no other web layer.',
    severity: 'error',
    from: { path: `${WEB}lib/` },
    to: { path: `${WEB}(app|pages|components|api|nav)/` },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loop',
      comment: 'No module imports itself back through others, types included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      comment: 'Every import names a file or a package that exists.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    ...serverRules,
    ...contractRules,
    ...webRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a loop through types is still a loop for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
