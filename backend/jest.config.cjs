const { readFileSync } = require('node:fs');
const { join } = require('node:path');

// NestJS 12 and MikroORM 7 are ES modules; jest can require them only with VM modules enabled.
if (!require('node:vm').SourceTextModule) {
  throw new Error(
    'Run jest with NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" ' +
      '(the npm test scripts do).',
  );
}

const swc = JSON.parse(readFileSync(join(__dirname, '.swcrc'), 'utf8'));
delete swc.$schema;
const transform = { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] };
// Workspace packages (@terrabridge/rules) are read from their TypeScript source, as the frontends
// read them: no build is needed before a test. The API run from dist/ reads their built files.
const testEnvironmentOptions = {
  customExportConditions: ['@terrabridge/source', 'node', 'node-addons'],
};

/** Unit tests live next to the code; integration tests in test/ run on real PostgreSQL and Redis. */
module.exports = {
  // Per-project timeouts are ignored by jest; integration tests boot real databases.
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'node',
      testEnvironmentOptions,
      transform,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      rootDir: __dirname,
      testEnvironment: 'node',
      testEnvironmentOptions,
      transform,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
