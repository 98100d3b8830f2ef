/** @type {import('jest').Config} */
module.exports = {
  displayName: 'admin',
  preset: '../build/jest-preset.cjs',
};
