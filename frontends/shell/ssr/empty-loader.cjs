// Server build only: a stylesheet import becomes an empty module.
module.exports = function emptyLoader() {
  return 'export {};';
};
