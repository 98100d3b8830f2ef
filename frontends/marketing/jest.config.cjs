/** @type {import('jest').Config} */
module.exports = {
  displayName: 'marketing',
  preset: '../build/jest-preset.cjs',
};
