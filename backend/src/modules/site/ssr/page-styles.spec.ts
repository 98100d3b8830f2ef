import { parseStylesheet } from './css-pruner';
import { pageStyles } from './page-styles';

describe('pageStyles', () => {
  const shell = parseStylesheet(
    '.flex{display:flex}.grid{display:grid}.hidden{display:none}.sr-only{position:absolute}' +
      '.dark\\:bg-black:where(.dark,.dark *){background:#000}',
  );
  const marketing = parseStylesheet(
    '[data-remote=marketing] .flex{display:flex}[data-remote=marketing] .grid{display:grid}' +
      '[data-remote=marketing] .hidden{display:none}' +
      '[data-remote=marketing] .group-hover\\:grid:is(:where(.group):hover *){display:grid}' +
      '[data-remote=marketing] .hover\\:grid:hover{display:grid}',
  );
  const markup =
    '<header class="flex dark:bg-black"></header>' +
    '<div data-remote="marketing" style="display:contents"><main class="grid group">' +
    '<div class="flex hover:grid"><span class="sr-only">Menu</span></div></main></div>' +
    '<footer class="hidden unstyled"></footer>';

  it('prunes a remote’s sheet for its root and the shell’s for the rest of the page', () => {
    const { css } = pageStyles(
      [
        { build: 'shell', sheet: shell },
        { build: 'marketing', sheet: marketing },
      ],
      markup,
    );
    // Inside the root the remote's scoped copy of `.grid` applies; `.sr-only` only the shell has.
    // The remote's root is named a, then the classes, the most used first: flex b,
    // dark:bg-black c, grid d, hidden e, sr-only f.
    expect(css).toEqual([
      '.b{display:flex}.e{display:none}.f{position:absolute}' +
        '.c:where(.dark,.dark *){background:#000}',
      '.a .b{display:flex}.a .d{display:grid}',
    ]);
  });

  it('gives the markup the short names, but not to the classes that keep theirs or style nothing', () => {
    const page = pageStyles(
      [
        { build: 'shell', sheet: shell },
        { build: 'marketing', sheet: marketing },
      ],
      markup,
    );
    expect(page.markup).toBe(
      '<header class="b c"></header>' +
        '<div data-remote="marketing" style="display:contents" class="a"><main class="d group">' +
        '<div class="b hover:grid"><span class="f">Menu</span></div></main></div>' +
        '<footer class="e unstyled"></footer>',
    );
  });

  it('adds the root’s short class to the classes it already has', () => {
    const page = pageStyles(
      [
        { build: 'shell', sheet: shell },
        { build: 'marketing', sheet: marketing },
      ],
      '<div class="grid" data-remote="marketing"><p class="flex"></p></div>',
    );
    // The root is named a, then flex b and grid c (as often used: by name).
    expect(page.markup).toBe('<div class="a c" data-remote="marketing"><p class="b"></p></div>');
  });

  it('prunes every sheet for the whole page when the remote’s root is not in it', () => {
    const { css: alone } = pageStyles([{ build: 'shell', sheet: shell }], markup);
    expect(alone[0]).toContain('.c{display:grid}');
    // Without the remote's sheet its root keeps no class of its own.
    expect(alone[0]).not.toContain('.a ');
    const { css } = pageStyles(
      [
        { build: 'shell', sheet: shell },
        { build: 'marketing', sheet: marketing },
      ],
      '<main class="grid hidden"></main>',
    );
    expect(css[1]).toBe(
      '[data-remote=marketing] .a{display:grid}[data-remote=marketing] .b{display:none}',
    );
  });
});
