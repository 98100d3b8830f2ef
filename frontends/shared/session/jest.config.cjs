/** @type {import('jest').Config} */
module.exports = {
  displayName: 'session',
  preset: '../../build/jest-preset.cjs',
};
