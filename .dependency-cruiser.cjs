/**
 * The architecture's rules, checked in CI by `npm run check:dependencies`:
 * - the server (and the scripts) reach the app's code only through shared/, the rules and
 *   tables both sides apply;
 * - shared/ stays pure: no React, router, Apollo, Firebase or editor, nothing of the app
 *   (and no DOM: shared/tsconfig.json compiles it without the DOM's types);
 * - a server domain (articles, comments, entries …) never reaches into the GraphQL schema, which
 *   is built on top of the domains;
 * - no module imports itself through a cycle (types excepted: they are gone at run time, as when an
 *   interface's implementations, loaded on demand, name the interface they implement).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-through-shared-only',
      comment: 'The server and the scripts may use the app only through shared/.',
      severity: 'error',
      from: { path: '^(server|scripts)/' },
      to: { path: '^client/' },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ runs on the server and in the browser: no UI libraries and nothing of the app.',
      severity: 'error',
      from: { path: '^shared/' },
      to: {
        path: [
          '^client/',
          '^server/',
          '^node_modules/(react|react-dom|react-router|@react-router|@apollo|firebase|quill|react-quill-new|react-intl|react-hot-toast)/',
        ],
      },
    },
    {
      name: 'domains-below-schema',
      comment: 'The GraphQL schema is built on the domains, never the other way round; the HTTP and GraphQL servers sit on top of both.',
      severity: 'error',
      from: { path: '^server/(?!(schema|graphql|http|startup)/)[^/]+/' },
      to: { path: '^server/schema/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(build|\\.react-router|server/generated)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
