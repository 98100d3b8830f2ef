import { markdownExcerpt, markdownText, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders CommonMark: emphasis, links, lists, code and images with alt text', () => {
    const html = renderMarkdown(
      [
        'Some **bold**, *italic* and `code`, with [a link](https://example.com "Ex").',
        '',
        '- one',
        '- two',
        '',
        '3. three',
        '4. four',
        '',
        '```',
        'const a = 1 < 2;',
        '```',
        '',
        '![A sunny harbour](https://example.com/harbour.jpg)',
      ].join('\n'),
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain(
      '<a href="https://example.com" title="Ex" rel="noopener noreferrer">a link</a>',
    );
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<pre><code>const a = 1 &lt; 2;\n</code></pre>');
    expect(html).toContain(
      '<img alt="A sunny harbour" src="https://example.com/harbour.jpg" loading="lazy" decoding="async" />',
    );
    expect(html).not.toContain('**');
    expect(html).not.toContain('](');
  });

  it('puts headings under the title in outline order, skipping no level', () => {
    expect(renderMarkdown('## Top\n\n#### Under\n\n## Next')).toBe(
      '<h2>Top</h2>\n<h3>Under</h3>\n<h2>Next</h2>\n',
    );
    expect(renderMarkdown('# One\n\n## Two\n\n### Three')).toBe(
      '<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>\n',
    );
  });

  it('keeps a local link as written and marks an outside one noopener', () => {
    expect(renderMarkdown('[Contact](/contact)')).toBe('<p><a href="/contact">Contact</a></p>\n');
  });

  it('removes script tags with their contents', () => {
    const html = renderMarkdown(
      'Hello <script>alert("x")</script> there\n\n<script>\nsteal()\n</script>',
    );
    expect(html).not.toMatch(/script|alert|steal/);
    expect(html).toContain('Hello');
  });

  it('removes javascript: and data: links, in Markdown and in HTML', () => {
    for (const body of [
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
    ]) {
      const html = renderMarkdown(body);
      expect(html).not.toMatch(/javascript|data:|href/i);
      expect(html).toContain('>click</a>');
    }
  });

  it('removes event attributes, styles and frames', () => {
    const html = renderMarkdown(
      '<img src="https://example.com/x.png" onerror="alert(1)" style="position:fixed">\n\n<p onclick="x()">Text</p>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/onerror|onclick|style|iframe|alert/);
    expect(html).toContain(
      '<img alt="" src="https://example.com/x.png" loading="lazy" decoding="async" />',
    );
    expect(html).toContain('<p>Text</p>');
  });

  it('renders nothing for an empty body', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown(null)).toBe('');
  });
});

describe('markdownText and markdownExcerpt', () => {
  it('keeps the words and drops the markers', () => {
    expect(
      markdownText('# Title\n\nSome **bold** and [a link](https://x.example).\n\n- A & B'),
    ).toBe('Title Some bold and a link. A & B');
  });

  it('drops scripts from the text too', () => {
    expect(markdownText('Hi <script>alert(1)</script>')).toBe('Hi');
  });

  it('cuts at 150 characters with an ellipsis', () => {
    const long = `**${'word '.repeat(60)}**`;
    const excerpt = markdownExcerpt(long);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(151);
    expect(markdownExcerpt('Short *one*')).toBe('Short one');
  });
});
