/**
 * Scopes a remote's Tailwind utilities to the remote's own DOM subtree.
 *
 * The shell and each remote ship their own utility stylesheet. Two independently generated sheets
 * that both contain a class (say `.inline-flex`) break Tailwind's ordering: the later sheet's base
 * utility overrides the earlier sheet's responsive variant (`md:hidden`), so a shell element could
 * change when a remote loads. Prefixing every rule of the remote's `utilities` layer with the
 * remote's root selector (`[data-remote="portal"] .inline-flex`) keeps remote styles inside the
 * remote and lets them win there over the shell's copies, in the remote's own order.
 * Content a remote portals outside its root must therefore only use classes of the ui library.
 *
 * @param {{ scope: string }} options CSS selector of the remote's root element
 */
export default function scopeUtilities({ scope }) {
  return {
    postcssPlugin: 'terrabridge-scope-utilities',
    Once(root) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params.trim() !== 'utilities' || !layer.nodes) return;
        layer.walkRules((rule) => {
          // Only top-level rules: nested ones (`&:hover`) and keyframe steps inherit the scope.
          for (let parent = rule.parent; parent && parent !== layer; parent = parent.parent) {
            if (parent.type === 'rule') return;
            if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return;
          }
          rule.selectors = rule.selectors.map((selector) => `${scope} ${selector}`);
        });
      });
    },
  };
}
scopeUtilities.postcss = true;
