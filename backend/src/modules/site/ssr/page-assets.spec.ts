import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PageAssets } from './page-assets';

/** A built shell and marketing remote, as the frontends' builds lay them out. */
function writeBuild(dir: string): void {
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write(
    'shell/ssr-manifest.json',
    JSON.stringify({
      imports: {
        'frontends/shell/src/main.ts#./bootstrap': ['516.aaaa1111.css', '516.bbbb2222.js'],
        'frontends/shared/i18n/src/i18n.ts#./locales/common.es': ['88.c0c0c0c0.js'],
      },
      provided: ['39.cccc3333.js'],
    }),
  );
  write('shell/516.aaaa1111.css', 'body{color:red}/*# sourceMappingURL=516.css.map*/');
  write(
    'marketing/mf-manifest.json',
    JSON.stringify({
      exposes: [
        {
          path: './Module',
          assets: { js: { sync: ['__expose.dddd4444.js'] }, css: { sync: ['717.eeee5555.css'] } },
        },
      ],
    }),
  );
  write('marketing/717.eeee5555.css', '.x::after{content:"</style>"}');
  write(
    'marketing/ssr-manifest.json',
    JSON.stringify({
      imports: {
        blog: ['412.ffff6666.js', '413.abab7777.css'],
        'frontends/marketing/src/features/blog/i18n.ts#./i18n/blog.es': ['90.e5e5e5e5.js'],
        'frontends/marketing/src/features/home/i18n.ts#./i18n/home.es': ['91.e6e6e6e6.js'],
        // The remote's own copy of a shared library, unused under the shell.
        'frontends/shared/i18n/src/i18n.ts#./locales/common.es': ['92.e7e7e7e7.js'],
      },
    }),
  );
}

describe('PageAssets', () => {
  let dir: string;
  let assets: PageAssets;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'page-assets-'));
    writeBuild(dir);
    assets = new PageAssets(dir, async () => ({ marketing: '/remotes/marketing/remoteEntry.js' }));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('inlines the stylesheets, each followed by a disabled link the CSS chunk loading recognises', async () => {
    const html = (await assets.pageFiles('marketing', [])).styleTags;
    expect(html).toContain(
      '<style data-href="/516.aaaa1111.css">body{color:red}</style>' +
        '<link rel="stylesheet" href="/516.aaaa1111.css" data-rspack="shell:chunk-516" disabled>',
    );
    expect(html).toContain('data-rspack="marketing:chunk-717" disabled>');
    // A `</style>` inside the CSS must not end the element.
    expect(html).toContain('content:"<\\/style>"');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });

  it('inlines, of each stylesheet, only the rules the rendered markup uses', async () => {
    const page = await assets.pageFiles('marketing', [], [], '<p class="x">Hi</p>');
    const used = page.styleTags;
    expect(used).toContain('<style data-href="/516.aaaa1111.css">body{color:red}</style>');
    // With the markup, a short name for the class (class-names.ts).
    expect(used).toContain('.a::after{content:"<\\/style>"}</style>');
    expect(page.markup).toBe('<p class="a">Hi</p>');
    const unused = (await assets.pageFiles('marketing', [], [], '<p>Hi</p>')).styleTags;
    expect(unused).toContain(
      '<style data-href="/remotes/marketing/717.eeee5555.css"></style>' +
        '<link rel="stylesheet" href="/remotes/marketing/717.eeee5555.css" data-rspack="marketing:chunk-717" data-pruned disabled>',
    );
  });

  /** The shell's start-up, the remote's entry and exposed module, and the blog page's chunk. */
  const BLOG_PAGE_SCRIPTS = [
    '/516.bbbb2222.js',
    '/39.cccc3333.js',
    '/remotes/marketing/remoteEntry.js',
    '/remotes/marketing/__expose.dddd4444.js',
    '/remotes/marketing/412.ffff6666.js',
  ];

  it('lists the scripts the page runs before it hydrates, each once', async () => {
    const { scripts } = await assets.pageFiles('marketing', ['blog', 'blog']);
    expect(scripts).toEqual(BLOG_PAGE_SCRIPTS);
  });

  it("adds the chunks of the page's texts fetched on demand, found by their module's name", async () => {
    const { scripts } = await assets.pageFiles('marketing', ['blog'], ['blog.es', 'common.es']);
    expect(scripts).toEqual([
      ...BLOG_PAGE_SCRIPTS,
      '/remotes/marketing/90.e5e5e5e5.js',
      '/88.c0c0c0c0.js',
    ]);
  });

  it('keeps a stylesheet it cannot read as a plain link', async () => {
    const { styleTags } = await assets.pageFiles('marketing', ['blog']);
    expect(styleTags).toContain(
      '<link rel="stylesheet" href="/remotes/marketing/413.abab7777.css">',
    );
  });

  it('links the files of the release the remote is switched to, from that release only', async () => {
    const release = 'admin/releases/0.2.0-abcdef0123';
    mkdirSync(join(dir, release), { recursive: true });
    writeFileSync(
      join(dir, release, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          {
            path: './Module',
            assets: { js: { sync: ['__expose.9999aaaa.js'] }, css: { sync: [] } },
          },
        ],
      }),
    );
    let entry = `/remotes/${release}/remoteEntry.js`;
    const switching = new PageAssets(dir, async () => ({ admin: entry }));
    expect((await switching.pageFiles('admin', [])).scripts).toEqual([
      '/516.bbbb2222.js',
      '/39.cccc3333.js',
      `/remotes/${release}/remoteEntry.js`,
      `/remotes/${release}/__expose.9999aaaa.js`,
    ]);

    // An entry that would lead out of the remote's folder links nothing of it.
    entry = '/remotes/admin/../../shell/remoteEntry.js';
    expect((await switching.pageFiles('admin', [])).scripts).toEqual([
      '/516.bbbb2222.js',
      '/39.cccc3333.js',
    ]);
  });

  it('adds only the shell when the remote is served from elsewhere', async () => {
    const elsewhere = new PageAssets(dir, async () => ({
      marketing: 'https://cdn.example/remoteEntry.js',
    }));
    const { styleTags, scripts } = await elsewhere.pageFiles('marketing', ['blog']);
    expect(styleTags).toContain('/516.aaaa1111.css');
    expect(styleTags).not.toContain('717.eeee5555');
    expect(scripts).toEqual(['/516.bbbb2222.js', '/39.cccc3333.js']);
  });
});
