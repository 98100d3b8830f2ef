import { parseStylesheet } from './css-pruner';
import { pageStyles } from './page-styles';

describe('pageStyles', () => {
  const shell = parseStylesheet(
    '.flex{display:flex}.grid{display:grid}.hidden{display:none}.sr-only{position:absolute}' +
      '.dark\\:bg-black:where(.dark,.dark *){background:#000}',
  );
  const marketing = parseStylesheet(
    '[data-remote=marketing] .flex{display:flex}[data-remote=marketing] .grid{display:grid}' +
      '[data-remote=marketing] .hidden{display:none}',
  );
  const markup =
    '<header class="flex dark:bg-black"></header>' +
    '<div data-remote="marketing" style="display:contents"><main class="grid">' +
    '<div class="flex"><span class="sr-only">Menu</span></div></main></div>' +
    '<footer class="hidden"></footer>';

  it('prunes a remote’s sheet for its root and the shell’s for the rest of the page', () => {
    const [forShell, forMarketing] = pageStyles(
      [
        { build: 'shell', sheet: shell },
        { build: 'marketing', sheet: marketing },
      ],
      markup,
    );
    // Inside the root the remote's scoped copy of `.grid` applies; `.sr-only` only the shell has.
    expect(forShell).toBe(
      '.flex{display:flex}.hidden{display:none}.sr-only{position:absolute}' +
        '.dark\\:bg-black:where(.dark,.dark *){background:#000}',
    );
    expect(forMarketing).toBe(
      '[data-remote=marketing] .flex{display:flex}[data-remote=marketing] .grid{display:grid}',
    );
  });

  it('prunes every sheet for the whole page when the remote’s root is not in it', () => {
    const [forShell] = pageStyles([{ build: 'shell', sheet: shell }], markup);
    expect(forShell).toContain('.grid{display:grid}');
    const [, forMarketing] = pageStyles(
      [
        { build: 'shell', sheet: shell },
        { build: 'marketing', sheet: marketing },
      ],
      '<main class="grid hidden"></main>',
    );
    expect(forMarketing).toBe(
      '[data-remote=marketing] .grid{display:grid}[data-remote=marketing] .hidden{display:none}',
    );
  });
});
