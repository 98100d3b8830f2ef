// Shared Jest preset for every frontend project: jsdom, SWC transform, specs next to code.
// Each project's jest.config.cjs points `preset` at this file; <rootDir> is the project folder.
const { REMOTE_CONTRACT } = require('./remote-contract.cjs');

module.exports = {
  // What the builds define (rspack.mjs): the code under test reads them as they are built.
  globals: {
    __REMOTE_CONTRACT__: REMOTE_CONTRACT,
    __REMOTE_VERSION__: '0.0.0-test',
    __RELEASE_LABEL__: '',
  },
  testEnvironment: `${__dirname}/jsdom-environment.mjs`,
  // Workspace packages with built files (@terrabridge/rules) are read from their source, as the
  // builds read them (SOURCE_CONDITION in rspack.mjs).
  testEnvironmentOptions: { customExportConditions: ['@terrabridge/source', 'browser'] },
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.css$': `${__dirname}/style-mock.cjs`,
  },
  setupFilesAfterEnv: [`${__dirname}/jest.setup.cjs`],
  clearMocks: true,
  restoreMocks: true,
};
