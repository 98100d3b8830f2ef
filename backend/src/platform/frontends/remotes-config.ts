import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';

import type { AppConfig, RemoteName } from '../config/app-config';

/**
 * A remote published on its own (`npm run release:admin`): where its entry is, which release
 * that is, and the contract number it was built with, which the shell checks before loading it.
 */
export interface ReleasedRemote {
  entry: string;
  release: string;
  contract: number;
}

/** What /remotes.json lists per remote: an entry URL, or a published release. */
export type RemoteListing = string | ReleasedRemote;

/**
 * The file the release commands write into the frontends folder (frontends/build/remote-release.mjs):
 * the remotes switched to a release, replacing their configured entry.
 */
export const REMOTES_FILE = 'remotes.json';

const logger = new Logger('Frontends');

function isReleasedRemote(value: unknown): value is ReleasedRemote {
  if (!value || typeof value !== 'object') return false;
  const { entry, release, contract } = value as Record<string, unknown>;
  return (
    typeof entry === 'string' &&
    /^(\/|https?:\/\/)/.test(entry) &&
    typeof release === 'string' &&
    release.length > 0 &&
    Number.isInteger(contract)
  );
}

/** The entry URL of a listing. */
export const entryOf = (listing: RemoteListing): string =>
  typeof listing === 'string' ? listing : listing.entry;

/**
 * The remotes as the shell should load them now: the configured entries (REMOTE_*_URL or this
 * process's own copies), with the releases switched to in `<frontends>/remotes.json`. Read on
 * every call, never kept: a release or a rollback applies to the next request, without a restart.
 * A file that cannot be read leaves the configured entries (and says so in the log).
 */
export async function currentRemotes(
  config: AppConfig,
): Promise<Record<RemoteName, RemoteListing>> {
  const remotes: Record<RemoteName, RemoteListing> = { ...config.frontends.remotes };
  const file = join(config.frontends.dir, REMOTES_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.error({ err: error, file }, 'Could not read the released remotes');
    }
    return remotes;
  }
  let released: unknown;
  try {
    released = JSON.parse(text);
  } catch (error) {
    logger.error({ err: error, file }, 'The released remotes file is not valid JSON');
    return remotes;
  }
  for (const name of Object.keys(remotes) as RemoteName[]) {
    const listing = (released as Record<string, unknown> | null)?.[name];
    if (listing === undefined) continue;
    if (isReleasedRemote(listing)) remotes[name] = listing;
    else logger.error({ file, remote: name }, 'Ignoring an invalid released remote');
  }
  return remotes;
}
