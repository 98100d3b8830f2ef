/**
 * What the site uses from TanStack Query, provided as the '@tanstack/react-query' singleton.
 *
 * Shared modules are not tree-shaken: sharing the whole package ships the infinite, parallel,
 * suspense, prefetch and mutation hooks and their observers to every visitor, which no page
 * uses. '@tanstack/react-query-package' is an alias of the real package entry (see
 * frontends/build/rspack.mjs): importing '@tanstack/react-query' here would import this file.
 * Every frontend tsconfig maps '@tanstack/react-query' to this file, so using a name missing
 * here fails type checking; adding one means rebuilding the shell, which provides the singleton.
 */
export {
  QueryClient,
  QueryClientProvider,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  hydrate,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-package';
export type {
  DehydratedState,
  QueryFunction,
  QueryFunctionContext,
  QueryKey,
} from '@tanstack/react-query-package';
