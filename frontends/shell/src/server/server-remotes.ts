import type { QueryKey } from '@tanstack/react-query';
import type { RemoteModuleProps } from '@terrabridge/ui';
import type { ComponentType } from 'react';
import type { RemoteName } from '../remotes/remote-names';
import {
  routeQueryKeys as marketingQueryKeys,
  routeQueryKeysSentLater as marketingQueryKeysSentLater,
} from '@ssr-remote/marketing/route-data';

export interface ServerRemote {
  load: () => Promise<{ default: ComponentType<RemoteModuleProps> }>;
  /** The queries a path of this remote needs, fetched before it renders. */
  queryKeys: (pathname: string) => QueryKey[];
  /** Of those, the ones not sent with the page: parts that hydrate later fetch them. */
  queryKeysSentLater: (pathname: string) => QueryKey[];
}

/**
 * The remotes whose public routes the server renders. The others (portal, admin: forms and
 * signed-in pages) get the page frame with a spinner, and the browser renders them. The admin
 * remote must stay client-rendered: it is released on its own (`npm run release:admin`), and the
 * server would render the copy built with the shell, not the release browsers load.
 */
export const SERVER_REMOTES: Partial<Record<RemoteName, ServerRemote>> = {
  marketing: {
    load: () => import('@ssr-remote/marketing'),
    queryKeys: marketingQueryKeys,
    queryKeysSentLater: marketingQueryKeysSentLater,
  },
};
