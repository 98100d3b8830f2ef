// Shared Jest preset for every frontend project: jsdom, SWC transform, specs next to code.
// Each project's jest.config.cjs points `preset` at this file; <rootDir> is the project folder.
module.exports = {
  testEnvironment: `${__dirname}/jsdom-environment.mjs`,
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
