// Drops Tailwind's fallbacks for features that every browser the site supports has
// (BROWSER_TARGETS in rspack.mjs: Chrome/Edge 111, Firefox 128, Safari 16.4).
//
// For a colour with an opacity (`bg-blue-400/10`) Tailwind writes the rule twice: a hex colour,
// then the same rule inside `@supports (color:color-mix(in lab, red, red))` with `color-mix()`;
// gradients likewise under `@supports (background-image:linear-gradient(in lab, red, red))`.
// Those conditions hold in all of those browsers (color-mix: Chrome 111, Firefox 113, Safari
// 16.2; gradients in a colour space: Chrome 111, Firefox 127, Safari 16.2), so the fallback is
// dead weight in every stylesheet and in each page's inline CSS: the `@supports` block takes the
// fallback's place, as the browsers apply it.
// The initial values of Tailwind's custom properties for browsers without `@property` (Safari
// before 16.4, which lacks margin-trim, and Firefox before 128, which lacks relative colours) are
// under a condition that none of the supported browsers meets: they go.

const postcss = require('postcss');

/** The conditions that hold in every supported browser, as Tailwind writes them (spaces aside). */
const ALWAYS_SUPPORTED = [
  '(color:color-mix(in lab, red, red))',
  '(background-image:linear-gradient(in lab, red, red))',
].map((condition) => condition.replace(/\s+/g, ''));

/** The conditions that no supported browser meets. */
const NEVER_SUPPORTED = [
  '(((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b))))',
].map((condition) => condition.replace(/\s+/g, ''));

const condition = (atRule) => atRule.params.replace(/\s+/g, '');

/**
 * The rule just before an always-true `@supports` loses what the block's rule of the same selector
 * sets again (the block would override it), and the block is replaced by its rules.
 */
function supportedFeatures() {
  return {
    postcssPlugin: 'terrabridge-supported-features',
    OnceExit(root) {
      root.walkAtRules('supports', (atRule) => {
        if (NEVER_SUPPORTED.includes(condition(atRule))) return dropBlock(atRule);
        if (!ALWAYS_SUPPORTED.includes(condition(atRule))) return;
        const fallback = atRule.prev();
        for (const rule of atRule.nodes ?? []) {
          if (fallback?.type !== 'rule' || rule.type !== 'rule') continue;
          if (fallback.selector !== rule.selector) continue;
          const overridden = new Set();
          rule.walkDecls((declaration) => overridden.add(declaration.prop));
          fallback.walkDecls((declaration) => {
            if (overridden.has(declaration.prop)) declaration.remove();
          });
          if (fallback.nodes.length === 0) fallback.remove();
        }
        atRule.replaceWith(atRule.nodes ?? []);
      });
    },
  };
}
supportedFeatures.postcss = true;

/** Removes an at-rule; a layer left empty stays as a statement, which keeps the layers' order. */
function dropBlock(atRule) {
  const parent = atRule.parent;
  atRule.remove();
  if (parent?.type === 'atrule' && parent.name === 'layer' && parent.nodes.length === 0) {
    parent.replaceWith(postcss.atRule({ name: 'layer', params: parent.params }));
  }
}

module.exports = { supportedFeatures };
