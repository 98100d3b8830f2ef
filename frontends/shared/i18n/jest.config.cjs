/** @type {import('jest').Config} */
module.exports = {
  displayName: 'i18n',
  preset: '../../build/jest-preset.cjs',
};
