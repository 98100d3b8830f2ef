/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api-client',
  preset: '../../build/jest-preset.cjs',
};
