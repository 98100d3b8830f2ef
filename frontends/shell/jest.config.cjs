/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shell',
  preset: '../build/jest-preset.cjs',
};
