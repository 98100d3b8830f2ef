import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleProps } from '@terrabridge/ui';
import type { ComponentType } from 'react';
import { type RemoteName, isRemoteName } from './remote-names';

/** Where the remote entries live; deployments change it without rebuilding the shell. */
export const REMOTES_CONFIG_URL = '/remotes.json';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

interface RemoteModule {
  default: ComponentType<RemoteModuleProps>;
}

let entries: RemoteEntries = {};

export function parseRemoteEntries(value: unknown): RemoteEntries {
  if (!value || typeof value !== 'object') return {};
  const result: RemoteEntries = {};
  for (const [name, entry] of Object.entries(value)) {
    if (isRemoteName(name) && typeof entry === 'string' && entry.length > 0) {
      result[name] = entry;
    }
  }
  return result;
}

/**
 * Reads /remotes.json and registers every remote with the federation runtime. A failure is
 * reported but not thrown: the shell still renders and each remote shows its own error state.
 */
export async function loadRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemoteEntries> {
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    entries = parseRemoteEntries(await res.json());
  } catch (error) {
    console.error(`Could not read ${url}; remotes are unavailable`, error);
    entries = {};
  }
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  return entries;
}

/**
 * Loads a remote's exposed `./Module`. On a retry the remote is registered again with `force`,
 * which drops the federation runtime's cached (failed) entry so the script is fetched anew.
 */
export async function loadRemoteModule(name: RemoteName, isRetry = false): Promise<RemoteModule> {
  // A remote missing because /remotes.json could not be read at start-up: read it again.
  if (isRetry && !entries[name]) await loadRemotesConfig();
  const entry = entries[name];
  if (!entry) {
    throw new Error(`Remote "${name}" is not listed in ${REMOTES_CONFIG_URL}`);
  }
  if (isRetry) {
    registerRemotes([{ name, entry }], { force: true });
  }
  const module = await loadRemote<RemoteModule>(`${name}/Module`);
  if (!module?.default) {
    throw new Error(`Remote "${name}" did not expose a component`);
  }
  return module;
}
