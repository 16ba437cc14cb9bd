// The layering of DESIGN.md ("Layering (checked by lint)") as dependency-cruiser rules; decision record
// docs/decisions/0027-architecture-rules.md. Run: npm run lint:architecture (.ci/run runs it before the tests).
// Type-only imports count (tsPreCompilationDeps): "never imports src/server" means not even a type.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-imports-no-server',
      comment:
        'Browser code (src/islands, src/scripts, src/components, src/lib) and the shared src/i18n never import src/server, ' +
        'types included: what client and server share (contracts, schemas) lives in src/lib (contracts in src/lib/contracts).',
      severity: 'error',
      from: { path: '^src/(islands|scripts|components|lib|i18n)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-imports-no-page-code',
      comment:
        'The server never imports pages, layouts, islands, scripts or components: what it renders for a page comes ' +
        'from src/lib (or src/i18n) or its own modules.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/(pages|layouts|islands|scripts|components)/' },
    },
    {
      name: 'db-schema-imports-no-service',
      comment:
        'src/server/db/schema imports nothing from the rest of src/server (services, routes ...): only db/schema itself and src/lib.',
      severity: 'error',
      from: { path: '^src/server/db/schema/' },
      to: { path: '^src/server/', pathNot: '^src/server/db/schema/' },
    },
    {
      name: 'panel-feature-imports-no-other-feature',
      comment:
        'Walls between panel features (issue 37): a folder of src/islands/panel (advisors, campaigns, clients, kyc, offers, ...) ' +
        'imports only itself and the shared panel folders ui, form and table, besides anything outside those folders ' +
        '(the files directly in src/islands/panel, src/islands/session, src/lib ...). What two features need moves to ui ' +
        '(src/lib when it is not React); the shared folders import no feature either.',
      severity: 'error',
      from: { path: '^src/islands/panel/([^/]+)/' },
      to: { path: '^src/islands/panel/([^/]+)/', pathNot: '^src/islands/panel/($1|ui|form|table)/' },
    },
    {
      name: 'route-area-imports-no-other-area',
      comment:
        'Walls between API route areas (issue 37): a folder of src/server/routes (advisors, offers, investor, ...) imports ' +
        'no other route area. What two areas share is a contract (src/lib/contracts), an OpenAPI helper ' +
        '(src/server/openapi) or a service of its domain folder (src/server/<domain>).',
      severity: 'error',
      from: { path: '^src/server/routes/([^/]+)/' },
      to: { path: '^src/server/routes/([^/]+)/', pathNot: '^src/server/routes/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere in src (type-only imports included).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/.*\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '.json'] },
  },
};
