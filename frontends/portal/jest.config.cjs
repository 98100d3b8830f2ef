/** @type {import('jest').Config} */
module.exports = {
  displayName: 'portal',
  preset: '../build/jest-preset.cjs',
};
