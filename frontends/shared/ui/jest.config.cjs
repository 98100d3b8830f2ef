/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ui',
  preset: '../../build/jest-preset.cjs',
};
