/**
 * Import boundaries, checked by `npm run lint`: the layers of docs/ARCHITECTURE.md written down as
 * rules (what may import what), so the structure cannot drift while nobody looks. Type-only imports
 * count: a type pulled from another layer couples the two just as well. Each rule's comment is
 * printed with its violations.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
const testFile = '[.]test[.]tsx?$';
const testHelpers = ['^server/testing/', '^server/.*/testing/', '^web/src/features/[^/]+/testing/'];
const databaseLibraries = '(^|/)node_modules/(@types/)?(kysely|pg|better-sqlite3)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be read (or changed) one at a time: make one side depend on the other only.',
      from: {},
      to: { circular: true },
    },

    // The three programs: the browser app, the server, and what both share.
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web app runs in a browser: what it needs from the server side lives in shared/.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment: 'The server does not import the web app: what both need lives in shared/.',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'shared-not-to-web-or-server',
      severity: 'error',
      comment: 'shared/ is imported by both sides, so it imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(web|server)/' },
    },

    // Web layers, imports flowing one way: ui/, lib/ → platform/ → features/ → app/.
    {
      name: 'web-ui-lib-not-upward',
      severity: 'error',
      comment: 'ui/ (design system) and lib/ (API client, pure helpers) sit at the bottom: they know no platform, feature or page.',
      from: { path: '^web/src/(ui|lib)/' },
      to: { path: '^web/src/(platform|features|app)/' },
    },
    {
      name: 'web-platform-not-upward',
      severity: 'error',
      comment: 'platform/ (session, realtime, analytics, microphone) serves every feature, so it imports none of them, nor app/.',
      from: { path: '^web/src/platform/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'web-feature-not-to-app',
      severity: 'error',
      comment: 'app/ composes features (router, guards, layouts); a feature never reaches up into it.',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-feature-not-to-other-feature-internals',
      severity: 'error',
      comment:
        "A feature may use another feature's api/ folder (queries, query keys, types) and nothing else of it: " +
        'its components and internals can change without the other noticing.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/[^/]+/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/api/'],
      },
    },

    {
      name: 'web-no-circular-features',
      severity: 'error',
      scope: 'folder',
      comment:
        'Features depend on each other one way only (even through api/ folders): two features that need each other are ' +
        'one feature, or share something that belongs in platform/.',
      from: { path: '^web/src/features/[^/]+$' },
      to: { circular: true, path: '^web/src/features/[^/]+$' },
    },

    // Server layers: route → service → repository.
    {
      name: 'server-sql-only-in-repositories',
      severity: 'error',
      comment:
        'SQL lives in *.repository.ts (and server/db/: connection, schema, migrations). Everything else asks a repository; ' +
        'tests, test helpers and benchmarks may reach the database directly.',
      from: { pathNot: ['[.]repository[.]ts$', '^server/db/', testFile, ...testHelpers, '^bench/'] },
      to: { path: databaseLibraries },
    },
    {
      name: 'server-routes-not-to-repositories',
      severity: 'error',
      comment: 'A route parses, calls one service method and shapes the answer: the rules and the data sit behind the service.',
      from: { path: '^server/.+[.]routes[.]ts$' },
      to: { path: '[.]repository[.]ts$' },
    },
    {
      name: 'server-raw-database-only-in-composition-root',
      severity: 'error',
      comment:
        'The database handle is opened by the composition root (server/app.ts, the CLIs) and handed to repositories only: ' +
        'routes and services never hold it.',
      from: {
        pathNot: [
          '[.]repository[.]ts$',
          '^server/db/',
          '^server/(app|main)[.]ts$',
          '^server/admin/admin-cli[.]ts$',
          testFile,
          ...testHelpers,
          '^bench/',
          '^e2e/',
        ],
      },
      to: { path: '^server/db/(database|migrate)[.]ts$' },
    },
    {
      name: 'server-services-not-to-fastify',
      severity: 'error',
      comment: 'Services hold the rules and speak no HTTP: no request, reply or plugin types; routes translate.',
      from: { path: '^server/.+[.]service[.]ts$' },
      to: { path: '(^|/)node_modules/(fastify|@fastify/|fastify-)' },
    },

    // Hygiene.
    {
      name: 'not-to-test-helpers',
      severity: 'error',
      comment: 'Test files and test helpers serve tests; code that ships does not import them.',
      from: { pathNot: [testFile, ...testHelpers, '^e2e/', '^bench/', '^eval/'] },
      to: { path: [testFile, ...testHelpers] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import points at nothing on disk (a moved file, a typo, a package missing from package.json).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment: 'This package is not in package.json: it works only because another package happens to bring it in.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'server-not-to-dev-dependencies',
      severity: 'error',
      comment: 'The server runs from `npm ci --omit=dev` in production: what it imports at run time must be a dependency.',
      from: { path: '^(server|shared)/', pathNot: [testFile, ...testHelpers] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: '(^|/)node_modules/@types/' },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'Nothing imports this module and it imports nothing: dead code, or a file that belongs somewhere else.',
      from: {
        orphan: true,
        // Config files, type declarations and the e2e global set-up are loaded by their tools, not imported.
        pathNot: [
          '(^|/)[.][^/]+[.](js|cjs|mjs|ts|json)$',
          '[.]d[.]ts$',
          '(^|/)(eslint|vite|vitest)[.]config[.](js|ts)$',
          '^e2e/global-setup[.]ts$',
        ],
      },
      to: {},
    },
  ],

  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^(dist|data|test-results|node_modules)/', '^web/public/'] },
    moduleSystems: ['es6'],
    // Follow `import type` too: layers and feature boundaries hold for types as well.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
