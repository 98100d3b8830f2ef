import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteModuleProps, checkRemoteContract } from '@terrabridge/ui';
import type { ComponentType } from 'react';
import { type RemoteName, isRemoteName } from './remote-names';

/** Where the remote entries live; deployments change it without rebuilding the shell. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * The contract this shell was built for (frontends/build/remote-contract.cjs): a remote built for
 * another one is refused, and its section shows its error instead.
 */
export const SHELL_REMOTE_CONTRACT: number = __REMOTE_CONTRACT__;

/**
 * One remote in /remotes.json: its entry URL, or, for a remote released on its own (`npm run
 * release:admin`), `{ entry, release, contract }`.
 */
export interface RemoteListing {
  entry: string;
  /** The published release (`<version>-<hash>`). */
  release?: string;
  /** The contract number the release was built with (checked as given, whatever its type). */
  contract?: unknown;
}

export type RemoteEntries = Partial<Record<RemoteName, RemoteListing>>;

interface RemoteModule {
  default: ComponentType<RemoteModuleProps>;
  /** The contract the remote was built for (each remote's src/remote-entry.ts). */
  remoteContract?: unknown;
  /**
   * Loads the code of the remote's page at a path ahead of its first render, so a server-rendered
   * page hydrates in one pass. Optional: a remote without it hydrates its page when it arrives.
   */
  preloadPage?: (pathname: string) => Promise<void>;
}

let entries: RemoteEntries = {};
/** The entry each remote is registered with in the federation runtime. */
const registered = new Map<RemoteName, string>();

/**
 * Registers a remote's entry unless it already is; `force` (a retry, or another entry for the
 * same remote) drops what the runtime cached for it, so the script is fetched anew.
 */
function register(name: RemoteName, entry: string, force: boolean): void {
  if (!force && registered.get(name) === entry) return;
  registerRemotes([{ name, entry }], registered.has(name) ? { force: true } : undefined);
  registered.set(name, entry);
}

function parseListing(value: unknown): RemoteListing | undefined {
  if (typeof value === 'string') return value.length > 0 ? { entry: value } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const { entry, release, contract } = value as Record<string, unknown>;
  if (typeof entry !== 'string' || entry.length === 0) return undefined;
  return {
    entry,
    ...(typeof release === 'string' ? { release } : {}),
    // Kept whatever it is: a listing that names a contract is checked against it.
    ...(contract !== undefined ? { contract } : {}),
  };
}

export function parseRemoteEntries(value: unknown): RemoteEntries {
  if (!value || typeof value !== 'object') return {};
  const result: RemoteEntries = {};
  for (const [name, listing] of Object.entries(value)) {
    const parsed = isRemoteName(name) ? parseListing(listing) : undefined;
    if (parsed && isRemoteName(name)) result[name] = parsed;
  }
  return result;
}

async function fetchRemoteEntries(url: string): Promise<RemoteEntries> {
  // Never from the browser's cache: a release switched since the last visit applies at once.
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return parseRemoteEntries(await res.json());
}

/**
 * Reads /remotes.json and registers every remote with the federation runtime. A failure is
 * reported but not thrown: the shell still renders and each remote shows its own error state.
 */
export async function loadRemotesConfig(url: string = REMOTES_CONFIG_URL): Promise<RemoteEntries> {
  try {
    entries = await fetchRemoteEntries(url);
  } catch (error) {
    console.error(`Could not read ${url}; remotes are unavailable`, error);
    entries = {};
  }
  registerRemotes(Object.entries(entries).map(([name, { entry }]) => ({ name, entry })));
  for (const [name, { entry }] of Object.entries(entries))
    registered.set(name as RemoteName, entry);
  return entries;
}

/**
 * Loads a remote's exposed `./Module`, after checking that it was built for this shell's contract:
 * first the contract its /remotes.json listing names (so none of an incompatible release's code
 * runs), then the one the module itself exports. On a retry /remotes.json is read again (the
 * remote may have been released or rolled back since, or the list was unavailable at start-up)
 * and the remote is registered again with `force`, which drops the federation runtime's cached
 * (failed) entry so the script is fetched anew.
 */
export async function loadRemoteModule(name: RemoteName, isRetry = false): Promise<RemoteModule> {
  if (isRetry) {
    try {
      const fresh = await fetchRemoteEntries(REMOTES_CONFIG_URL);
      entries = { ...entries, ...fresh };
    } catch (error) {
      console.error(`Could not read ${REMOTES_CONFIG_URL} again`, error);
    }
  }
  const listing = entries[name];
  if (!listing) {
    throw new Error(`Remote "${name}" is not listed in ${REMOTES_CONFIG_URL}`);
  }
  if (listing.contract !== undefined) {
    checkRemoteContract(name, SHELL_REMOTE_CONTRACT, listing.contract);
  }
  register(name, listing.entry, isRetry);
  const module = await loadRemote<RemoteModule>(`${name}/Module`);
  if (!module?.default) {
    throw new Error(`Remote "${name}" did not expose a component`);
  }
  checkRemoteContract(name, SHELL_REMOTE_CONTRACT, module.remoteContract);
  return module;
}
