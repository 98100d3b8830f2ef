// jsdom lacks a few browser APIs that the UI uses.
if (!globalThis.matchMedia) {
  globalThis.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
globalThis.scrollTo = () => {};

// Pages are lazy route chunks: the first render of one compiles its whole module tree, which on a
// busy machine takes longer than Testing Library's default second of waiting.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
