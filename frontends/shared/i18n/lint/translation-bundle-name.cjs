// Lint rule: in `registerNamespace('home', { es: () => import('./i18n/home.es') })` the module a
// language's texts are fetched from must be named `<namespace>.<language>`. The server lists the
// chunks of the texts a page showed by that name (see frontends/shell/src/server/
// translation-bundles.ts and the backend's page-assets), so another name would leave a Spanish
// page fetching its texts only after the app has started.
const path = require('node:path');

/** The first `import('…')` with a literal source inside a node, depth first. */
function findImport(node) {
  if (!node || typeof node.type !== 'string') return null;
  if (node.type === 'ImportExpression') return node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      const found = child && typeof child === 'object' ? findImport(child) : null;
      if (found) return found;
    }
  }
  return null;
}

function propertyName(property) {
  if (property.type !== 'Property' || property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal') return String(property.key.value);
  return null;
}

const isFunction = (node) =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Name the modules of texts fetched on demand `<namespace>.<language>`' },
    schema: [],
    messages: {
      name: "The '{{language}}' texts of namespace '{{namespace}}' must come from a module named '{{expected}}', not '{{actual}}'.",
      literal:
        'A namespace whose texts are fetched on demand must be named by a string literal, so its modules can be checked.',
      source: "The '{{language}}' loader must import its module by a literal path.",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'registerNamespace') return;
        const [namespaceArg, bundles] = node.arguments;
        if (!bundles || bundles.type !== 'ObjectExpression') return;
        const loaders = bundles.properties.filter(
          (property) => propertyName(property) && isFunction(property.value),
        );
        if (loaders.length === 0) return;
        if (namespaceArg.type !== 'Literal' || typeof namespaceArg.value !== 'string') {
          context.report({ node: namespaceArg, messageId: 'literal' });
          return;
        }
        const namespace = namespaceArg.value;
        for (const property of loaders) {
          const language = propertyName(property);
          const imported = findImport(property.value);
          if (!imported || imported.source.type !== 'Literal') {
            context.report({ node: property.value, messageId: 'source', data: { language } });
            continue;
          }
          const source = String(imported.source.value);
          const actual = path.posix.basename(source).replace(/\.[cm]?[jt]sx?$/, '');
          const expected = `${namespace}.${language}`;
          if (actual !== expected) {
            context.report({
              node: imported.source,
              messageId: 'name',
              data: { language, namespace, expected, actual },
            });
          }
        }
      },
    };
  },
};
