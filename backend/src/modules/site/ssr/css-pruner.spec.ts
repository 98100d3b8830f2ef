import { parseStylesheet, pruneStylesheets, renameClasses, usedNames } from './css-pruner';

/** One stylesheet pruned for markup, as a page is. */
function prune(css: string, markup: string): string {
  const { classes, elements } = usedNames(markup);
  return pruneStylesheets(
    [{ sheet: parseStylesheet(css), used: { classes, elements } }],
    markup,
  )[0]!;
}

describe('pruneStylesheets', () => {
  it('keeps the rules whose classes the markup has, with their variants', () => {
    const css =
      '.flex{display:flex}.grid{display:grid}' +
      '.hover\\:underline:hover{text-decoration-line:underline}' +
      '.hover\\:bold:hover{font-weight:700}' +
      '.w-1\\/2{width:50%}' +
      '.\\32 xl\\:p-4{padding:1rem}' +
      '.dark\\:text-white:where(.dark,.dark *){color:#fff}' +
      '.group-hover\\:scale:is(:where(.group):hover *){scale:1.03}' +
      '.peer:checked~.peer-checked\\:block{display:block}';
    const markup =
      '<div class="flex hover:underline w-1/2 2xl:p-4 dark:text-white group-hover:scale peer-checked:block"></div>';
    expect(prune(css, markup)).toBe(
      '.flex{display:flex}' +
        '.w-1\\/2{width:50%}' +
        '.\\32 xl\\:p-4{padding:1rem}' +
        '.dark\\:text-white:where(.dark,.dark *){color:#fff}',
    );
  });

  it('leaves out what matches only once the visitor points, touches, types or focuses', () => {
    // The page's whole stylesheets apply at the first of these (preferences.js).
    const css =
      '.a:hover{color:red}' +
      '.a:active{color:green}' +
      '.a:focus-visible{outline:2px}' +
      '.a:focus{outline:1px}' +
      '.b:focus-within{outline:3px}' +
      '.a:is(:where(.group):hover *){scale:1.03}' +
      '.a:where(.peer):focus~.b{display:block}' +
      '.b:has(:active){opacity:.5}' +
      '@media (hover:hover){.a:hover{color:blue}}' +
      // Matching without an interaction: kept.
      '.a:not(:hover){color:gray}' +
      '.a:target{color:navy}' +
      '.a[data-state=":hover"]{color:teal}' +
      '.hover\\:a{color:pink}' +
      '.a, .b:hover{color:black}';
    const markup = '<div class="a b hover:a group peer"></div>';
    expect(prune(css, markup)).toBe(
      '.a:not(:hover){color:gray}' +
        '.a:target{color:navy}' +
        '.a[data-state=":hover"]{color:teal}' +
        '.hover\\:a{color:pink}' +
        '.a, .b:hover{color:black}',
    );
  });

  it('reads class attributes as React escapes them', () => {
    const css = '.\\[\\&\\>\\*\\]\\:mt-0>*{margin-top:0}.other{color:red}';
    expect(prune(css, '<ul class="[&amp;&gt;*]:mt-0"></ul>')).toBe(
      '.\\[\\&\\>\\*\\]\\:mt-0>*{margin-top:0}',
    );
  });

  it('keeps an element rule when the markup has one of its elements', () => {
    const css =
      '*,:after,:before{box-sizing:border-box}' +
      'h1,h2{font-size:inherit}' +
      'table{border-collapse:collapse}' +
      'abbr:where([title]){text-decoration:underline dotted}' +
      '::placeholder{opacity:1}' +
      '[hidden]:where(:not([hidden=until-found])){display:none!important}' +
      '[data-remote=marketing] .mt-2{margin-top:.5rem}';
    const markup = '<h2 class="mt-2">Title</h2>';
    expect(prune(css, markup)).toBe(
      '*,:after,:before{box-sizing:border-box}' +
        'h1,h2{font-size:inherit}' +
        '::placeholder{opacity:1}' +
        '[hidden]:where(:not([hidden=until-found])){display:none!important}' +
        '[data-remote=marketing] .mt-2{margin-top:.5rem}',
    );
  });

  it('keeps the rules of an input’s own parts only for a page with such an input', () => {
    const css =
      '::file-selector-button{margin-inline-end:4px}' +
      '::-webkit-datetime-edit-day-field{padding-block:0}' +
      '::-webkit-calendar-picker-indicator{line-height:1}' +
      '::-webkit-inner-spin-button{height:auto}' +
      '::-webkit-search-decoration{-webkit-appearance:none}' +
      '::placeholder{opacity:1}';
    expect(prune(css, '<input name="q" type="text"/><textarea></textarea>')).toBe(
      '::placeholder{opacity:1}',
    );
    expect(prune(css, '<input name="due" type="datetime-local"/><input type="number"/>')).toBe(
      '::-webkit-datetime-edit-day-field{padding-block:0}' +
        '::-webkit-calendar-picker-indicator{line-height:1}' +
        '::-webkit-inner-spin-button{height:auto}' +
        '::placeholder{opacity:1}',
    );
    expect(prune(css, '<input data-type="file" type="search"/><input type="file"/>')).toBe(
      '::file-selector-button{margin-inline-end:4px}' +
        '::-webkit-search-decoration{-webkit-appearance:none}' +
        '::placeholder{opacity:1}',
    );
  });

  it('keeps grouping rules around what they still hold, and statements', () => {
    const css =
      '@layer theme,base,utilities;' +
      '@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:grid{display:grid}}' +
      '@supports (color:lab(0% 0 0)){.md\\:hidden{display:none}}}';
    expect(prune(css, '<div class="flex md:hidden"></div>')).toBe(
      '@layer theme,base,utilities;' +
        '@layer utilities{.flex{display:flex}@supports (color:lab(0% 0 0)){.md\\:hidden{display:none}}}',
    );
  });

  it('keeps an at-rule closed and opened again, as a stylesheet cut into pieces, as one', () => {
    const css =
      '@layer utilities{.flex{display:flex}.grid{display:grid}}/*tb-piece*/' +
      '@layer utilities{.block{display:block}}/*tb-piece*/@layer base{b{font-weight:700}}';
    expect(prune(css, '<b class="flex block"></b>')).toBe(
      '@layer utilities{.flex{display:flex}.block{display:block}}@layer base{b{font-weight:700}}',
    );
  });

  it('is not misled by braces and commas in strings or by comments', () => {
    const css =
      '/* .a{} */.a::after{content:"}, .b{"}.b{color:red}' +
      ".c[data-x='{']{color:blue}@font-face{font-family:X;src:url(x.woff2)}";
    expect(prune(css, '<i class="a"></i>')).toBe(
      '.a::after{content:"}, .b{"}@font-face{font-family:X;src:url(x.woff2)}',
    );
  });

  it('judges a rule with nested rules by its own selector and keeps its body whole', () => {
    const css = '.btn{color:red;&:hover{color:blue}}.other{&:hover{color:green}}';
    expect(prune(css, '<a class="btn"></a>')).toBe('.btn{color:red;&:hover{color:blue}}');
  });

  it('drops custom properties nothing kept reads, following the properties that read others', () => {
    const css =
      ':root{--color-primary:var(--tb-primary);--color-unused:red;--tb-primary:#4f46e5;' +
      '--spacing:.25rem;--tb-line:#e2e8f0}' +
      '.bg-primary{background-color:var(--color-primary)}' +
      '.text-unused{color:var(--color-unused)}';
    const markup = '<div class="bg-primary" style="border-color:var(--tb-line)"></div>';
    expect(prune(css, markup)).toBe(
      ':root{--color-primary:var(--tb-primary);--tb-primary:#4f46e5;--tb-line:#e2e8f0}' +
        '.bg-primary{background-color:var(--color-primary)}',
    );
  });

  it('keeps the keyframes and registered properties that what is kept uses', () => {
    const css =
      ':root{--animate-spin:spin 1s linear infinite;--animate-ping:ping 1s infinite}' +
      '.animate-spin{animation:var(--animate-spin)}' +
      '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}' +
      '.rotate{rotate:var(--tw-rotate-x)}' +
      '@property --tw-shadow{syntax:"*";inherits:false}' +
      '@property --tw-rotate-x{syntax:"*";inherits:false}' +
      '@keyframes spin{to{transform:rotate(360deg)}}' +
      '@keyframes ping{75%,to{opacity:0}}' +
      '@keyframes spin-slow{to{transform:rotate(360deg)}}';
    expect(prune(css, '<svg class="animate-spin shadow"></svg>')).toBe(
      ':root{--animate-spin:spin 1s linear infinite}' +
        '.animate-spin{animation:var(--animate-spin)}' +
        '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('writes a registered property or keyframes another sheet of the page has once', () => {
    const registered = '@property --tw-shadow{syntax:"*";inherits:false}';
    const spin = '@keyframes spin{to{transform:rotate(360deg)}}';
    const shell = parseStylesheet(`.shadow{box-shadow:var(--tw-shadow)}${registered}`);
    const remote = parseStylesheet(
      `.a .shadow{box-shadow:var(--tw-shadow)}.a .spin{animation:spin 1s}${registered}${spin}` +
        '@keyframes ping{to{opacity:0}}',
    );
    const other = parseStylesheet(`.b .spin{animation:spin 2s}${spin}`);
    const used = usedNames('<div class="a b"><p class="shadow spin"></p></div>');
    expect(
      pruneStylesheets([
        { sheet: shell, used },
        { sheet: remote, used },
        { sheet: other, used },
      ]),
    ).toEqual([
      `.shadow{box-shadow:var(--tw-shadow)}${registered}`,
      `.a .shadow{box-shadow:var(--tw-shadow)}.a .spin{animation:spin 1s}${spin}`,
      '.b .spin{animation:spin 2s}',
    ]);
  });

  it('keeps the custom properties one sheet sets for another that reads them', () => {
    const shell = parseStylesheet(':root{--tb-fg:#0f172a;--tb-bg:#fff}.dark{--tb-fg:#f1f5f9}');
    const remote = parseStylesheet('[data-remote=m] .text-fg{color:var(--tb-fg)}');
    const used = usedNames('<p class="text-fg"></p>');
    used.classes.add('dark');
    expect(
      pruneStylesheets([
        { sheet: shell, used },
        { sheet: remote, used },
      ]),
    ).toEqual([
      ':root{--tb-fg:#0f172a}.dark{--tb-fg:#f1f5f9}',
      '[data-remote=m] .text-fg{color:var(--tb-fg)}',
    ]);
  });
});

describe('parseStylesheet', () => {
  it('tells the classes that keep their names: of other elements, of interaction states', () => {
    const { classes, fixedClasses } = parseStylesheet(
      '.flex{display:flex}' +
        '.group-hover\\:scale:is(:where(.group):hover *){scale:1.03}' +
        '.dark\\:text-white:where(.dark,.dark *){color:#fff}' +
        ':where(.space-y-2>:not(:last-child)){margin-top:.5rem}' +
        '.peer:checked~.peer-checked\\:block{display:block}' +
        '.card > .title{font-weight:700}' +
        '.btn{&:hover{color:blue}}' +
        '@scope (.prose){p{margin:0}}' +
        '.w-1\\.5{width:.375rem}' +
        '.hover\\:underline:hover{text-decoration-line:underline}' +
        '.focus-visible\\:outline-2:focus-visible{outline-width:2px}' +
        '.not-hover\\:flex:not(:hover){display:flex}',
    );
    expect([...fixedClasses].sort()).toEqual([
      'btn',
      'card',
      'dark',
      'focus-visible:outline-2',
      'group',
      'group-hover:scale',
      'hover:underline',
      'peer',
      'prose',
      'space-y-2',
    ]);
    expect(classes.has('group-hover:scale')).toBe(true);
    expect(classes.has('w-1.5')).toBe(true);
  });
});

describe('renameClasses', () => {
  const rename = {
    classes: new Map([
      ['flex', 'a'],
      ['md:grid', 'b'],
      ['w-1.5', 'c'],
      ['[&>*]:mt-0', 'd'],
    ]),
    attributes: new Map([['[data-remote=marketing]', 'R']]),
  };

  it('renames the classes a map names, escaped as written, and leaves the rest', () => {
    expect(renameClasses('.flex,.md\\:grid .other', rename)).toBe('.a,.b .other');
    expect(renameClasses('.w-1\\.5:not(.flex)', rename)).toBe('.c:not(.a)');
    expect(renameClasses('.\\[\\&\\>\\*\\]\\:mt-0>*', rename)).toBe('.d>*');
  });

  it('leaves attribute selectors and what is not a class as they are', () => {
    expect(renameClasses('[data-x=".flex"] .flex', rename)).toBe('[data-x=".flex"] .a');
    expect(renameClasses('[data-remote=portal] .flexible', rename)).toBe(
      '[data-remote=portal] .flexible',
    );
  });

  it('writes the attribute selectors it names as classes', () => {
    expect(renameClasses('[data-remote=marketing] .flex:where([data-x])', rename)).toBe(
      '.R .a:where([data-x])',
    );
  });

  it('renames the classes of the rules a page keeps', () => {
    const sheet = parseStylesheet('.flex{display:flex}.grid{display:grid}');
    const used = usedNames('<div class="flex"></div>');
    expect(pruneStylesheets([{ sheet, used }], '', rename)).toEqual(['.a{display:flex}']);
    expect(pruneStylesheets([{ sheet, used }])).toEqual(['.flex{display:flex}']);
  });
});

describe('usedNames', () => {
  it('tells the classes inside given ranges of the markup from the others', () => {
    const markup = '<a class="x y"></a><div class="y z"><b class="w"></b></div><i class="v"></i>';
    const start = markup.indexOf('<div');
    const end = markup.indexOf('</div>') + 6;
    const names = usedNames(markup, [{ start, end }]);
    expect([...names.classes]).toEqual(['x', 'y', 'v']);
    expect([...names.rangeClasses[0]!]).toEqual(['y', 'z', 'w']);
    expect([...names.elements]).toEqual(['a', 'div', 'b', 'i']);
  });
});
