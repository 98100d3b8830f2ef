// Remotes the server bundle imports from source (rspack.ssr.mjs resolves these names): the
// browser loads the same modules through Module Federation.
declare module '@ssr-remote/marketing' {
  import type { RemoteModuleProps } from '@terrabridge/ui';
  import type { ComponentType } from 'react';

  const Module: ComponentType<RemoteModuleProps>;
  export default Module;
}

declare module '@ssr-remote/marketing/route-data' {
  import type { QueryKey } from '@tanstack/react-query';

  export function routeQueryKeys(pathname: string): QueryKey[];
  export function routeQueryKeysSentLater(pathname: string): QueryKey[];
}
