/** Import directions: domain <- contracts <- apps; apps never import each other. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^(packages/contracts|apps)|node_modules' },
    },
    { name: 'contracts-below-apps', severity: 'error', from: { path: '^packages/contracts' }, to: { path: '^apps' } },
    { name: 'web-not-server', severity: 'error', from: { path: '^apps/web' }, to: { path: '^apps/server' } },
    // A feature is a unit of its own: what two features share lives in components/, lib/ or a shared api module,
    // and app/ composes features (conventions.md rule 10).
    {
      name: 'no-cross-feature',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    // Another server module reaches orders, payments, points and returns only through the small surface each states
    // in its *.public.ts, never their repositories or helpers (conventions.md: a module reaches another through that
    // module's functions; issue 12, point 5).
    {
      name: 'orders-payments-public-surface',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/(orders|payments|points|returns|parts|rebates)/',
        pathNot: ['^apps/server/src/modules/$1/', '[.]public[.]ts$'],
      },
    },
    { name: 'server-not-web', severity: 'error', from: { path: '^apps/server' }, to: { path: '^apps/web' } },
    // Type-only imports vanish at run time, so a cycle made only of them is not a load-order hazard.
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(dist|node_modules|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
