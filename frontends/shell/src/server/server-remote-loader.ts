/**
 * The server build's stand-in for ../remotes/remote-loader.ts (rspack.ssr.mjs swaps the module):
 * the remotes the server renders are imported from source instead of through federation.
 */
import type { RemoteModuleProps } from '@terrabridge/ui';
import type { ComponentType } from 'react';
import type { RemoteName } from '../remotes/remote-names';
import { SERVER_REMOTES } from './server-remotes';

export const REMOTES_CONFIG_URL = '/remotes.json';

export type RemoteEntries = Partial<
  Record<RemoteName, { entry: string; release?: string; contract?: number }>
>;

interface RemoteModule {
  default: ComponentType<RemoteModuleProps>;
}

export function parseRemoteEntries(): RemoteEntries {
  return {};
}

export async function loadRemotesConfig(): Promise<RemoteEntries> {
  return {};
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const remote = SERVER_REMOTES[name];
  if (!remote) throw new Error(`Remote "${name}" is not rendered on the server`);
  return remote.load();
}
