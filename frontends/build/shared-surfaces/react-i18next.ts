/**
 * What the site uses from react-i18next, provided as the 'react-i18next' singleton.
 *
 * Shared modules are not tree-shaken, and the package's <Trans> components (with their HTML
 * parser) are more than half of it. 'react-i18next-package' is an alias of the real package
 * entry (see frontends/build/rspack.mjs): importing 'react-i18next' here would import this file.
 * Every frontend tsconfig maps 'react-i18next' to this file, so using a name missing here fails
 * type checking; adding one means rebuilding the shell, which provides the singleton.
 */
export { initReactI18next, useTranslation } from 'react-i18next-package';
