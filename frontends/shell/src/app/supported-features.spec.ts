import postcss from 'postcss';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build's own PostCSS plugin, in no project
import { supportedFeatures } from '../../../build/postcss-supported-features.cjs';

const run = (css: string) => postcss([supportedFeatures()]).process(css, { from: undefined }).css;

describe('the supported-features PostCSS plugin', () => {
  it('replaces a colour’s hex fallback with its color-mix() rule', () => {
    expect(
      run(
        '.bg-blue\\/10{background-color:#54a2ff1a}' +
          '@supports (color:color-mix(in lab, red, red)){.bg-blue\\/10{background-color:color-mix(in oklab, blue 10%, transparent)}}',
      ),
    ).toBe('.bg-blue\\/10{background-color:color-mix(in oklab, blue 10%, transparent)}');
  });

  it('keeps what the fallback rule sets besides, and the rules of other selectors', () => {
    expect(
      run(
        '::placeholder{opacity:1;color:gray}' +
          '@supports (color: color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}' +
          '.a{color:red}@supports (background-image:linear-gradient(in lab, red, red)){.b{--g:linear-gradient(in oklab, red, blue)}}',
      ),
    ).toBe(
      '::placeholder{opacity:1}::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}' +
        '.a{color:red}.b{--g:linear-gradient(in oklab, red, blue)}',
    );
  });

  it('drops what applies only where @property is missing, keeping the order of the layers', () => {
    expect(
      run(
        '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before{--tw-shadow:0 0 #0000}}}' +
          '@layer theme{:root{--x:1}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      ),
    ).toBe(
      '@layer properties;@layer theme{:root{--x:1}}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it('leaves any other @supports as it is', () => {
    const css =
      '.a{color:red}@supports (color:lab(0% 0 0)){.a{color:lab(50% 0 0)}}' +
      '@supports (not ((-webkit-appearance:-apple-pay-button))) or (contain-intrinsic-size:1px){.b{contain-intrinsic-size:auto}}';
    expect(run(css)).toBe(css);
  });
});
