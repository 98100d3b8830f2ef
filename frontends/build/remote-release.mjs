// Releases a remote on its own: builds it into an immutable folder named after its version and the
// hash of its content (`<frontends>/<name>/releases/<version>-<hash>/`), keeps every older release
// beside it, and switches the shell to it by rewriting `<frontends>/remotes.json` (write + rename,
// so a reader sees the old file or the new one, never half of one). The API serves remotes.json
// from that folder on every request, so the next page load uses the switched release; pages
// already open keep loading the chunks of the release they started with, which stay in place.
//
//   node frontends/build/remote-release.mjs build admin     the build of `npm run build`: publishes
//                                                            the build into dist/frontends and
//                                                            switches to it only if it is new
//   node frontends/build/remote-release.mjs release admin   `npm run release:admin`
//   node frontends/build/remote-release.mjs rollback admin [<release>]   `npm run rollback:admin`
//   node frontends/build/remote-release.mjs status admin    current release and the history
//
// Environment: FRONTENDS_DIR (the folder the server serves; default dist/frontends),
// RELEASE_LABEL (a note shown beside the release in the admin panel, e.g. a commit),
// REMOTE_CONTRACT_OVERRIDE (builds with another contract number, to check that the shell refuses it).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import rspack from '@rspack/core';
import { RELEASES_DIR, createAppConfig, workspaceRoot } from './rspack.mjs';
import remoteContract from './remote-contract.cjs';

/** The remotes released on their own. */
export const RELEASED_REMOTES = ['admin'];
export const REMOTES_FILE = 'remotes.json';
/** What each release folder says about itself. */
const RELEASE_INFO_FILE = 'release.json';

export const historyFile = (name) => `${name}-releases.json`;
const releasesDir = (frontendsDir, name) => path.join(frontendsDir, name, RELEASES_DIR);
/** Where the shell loads a release from: the API serves `<frontends>/<name>/` at /remotes/<name>/. */
export const releaseEntry = (name, release) =>
  `/remotes/${name}/${RELEASES_DIR}/${release}/remoteEntry.js`;

export function frontendsDirFromEnv(env = process.env) {
  return path.resolve(env.FRONTENDS_DIR || path.join(workspaceRoot, 'dist/frontends'));
}

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
}

/** Replaces a file in one step: readers see the old content or the new, never a part. */
async function writeJsonAtomically(file, value) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

async function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files.sort();
}

/** Hash of every file's name and content: the same build always gets the same release name. */
export async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats.hasErrors()) {
          return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
        }
        resolve();
      });
    });
  });
}

function contractFromEnv(env) {
  const raw = env.REMOTE_CONTRACT_OVERRIDE;
  if (raw === undefined || raw === '') return remoteContract.REMOTE_CONTRACT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`REMOTE_CONTRACT_OVERRIDE must be a whole number, got "${raw}"`);
  }
  return value;
}

/**
 * Builds the remote into a fresh folder next to its releases and names it after its content. A
 * build identical to a published release is dropped: that release is the same files.
 */
export async function buildRelease(name, frontendsDir, { contract, label = '' } = {}) {
  const appDir = path.join(workspaceRoot, 'frontends', name);
  const { version } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8'));
  const dir = releasesDir(frontendsDir, name);
  await mkdir(dir, { recursive: true });
  // A dot folder: the API's static files never serve it while it is being written.
  const incoming = path.join(dir, `.incoming-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await compile(
      createAppConfig({
        name,
        appDir,
        kind: 'remote',
        outputPath: incoming,
        contract,
        releaseLabel: label,
      }),
    );
    const release = `${version}-${await contentHash(incoming)}`;
    const target = path.join(dir, release);
    const info = { release, version, contract, label, builtAt: new Date().toISOString() };
    if (existsSync(target)) {
      await rm(incoming, { recursive: true, force: true });
      return { ...(await readReleaseInfo(frontendsDir, name, release)), isNew: false };
    }
    await writeFile(path.join(incoming, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    await rename(incoming, target);
    return { ...info, isNew: true };
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
}

/** A release's folder name, as buildRelease makes them (`0.1.0-40e518f1fe`). */
const RELEASE_NAME = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

async function readReleaseInfo(frontendsDir, name, release) {
  if (!RELEASE_NAME.test(release) || release.includes('..')) {
    throw new Error(`"${release}" is not a release name (such as 0.1.0-40e518f1fe)`);
  }
  const dir = path.join(releasesDir(frontendsDir, name), release);
  if (!existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(`No release "${release}" of ${name} in ${releasesDir(frontendsDir, name)}`);
  }
  const info = await readJson(path.join(dir, RELEASE_INFO_FILE), undefined);
  if (!info || typeof info.contract !== 'number') {
    throw new Error(`${path.join(dir, RELEASE_INFO_FILE)} is missing or has no contract number`);
  }
  return info;
}

export async function readRemotesFile(frontendsDir) {
  const remotes = await readJson(path.join(frontendsDir, REMOTES_FILE), {});
  return remotes && typeof remotes === 'object' && !Array.isArray(remotes) ? remotes : {};
}

export async function currentRelease(frontendsDir, name) {
  const entry = (await readRemotesFile(frontendsDir))[name];
  return entry && typeof entry === 'object' ? entry.release : undefined;
}

export async function readHistory(frontendsDir, name) {
  const history = await readJson(path.join(frontendsDir, historyFile(name)), {});
  return {
    releases: Array.isArray(history.releases) ? history.releases : [],
    log: Array.isArray(history.log) ? history.log : [],
  };
}

/**
 * Points the shell at a release: remotes.json first (the switch itself), then the history. The
 * other remotes' entries in remotes.json are kept as they are.
 */
async function switchTo(frontendsDir, name, info, action) {
  const remotes = await readRemotesFile(frontendsDir);
  const previous = remotes[name]?.release;
  remotes[name] = {
    entry: releaseEntry(name, info.release),
    release: info.release,
    contract: info.contract,
  };
  await writeJsonAtomically(path.join(frontendsDir, REMOTES_FILE), remotes);

  const history = await readHistory(frontendsDir, name);
  if (!history.releases.some(({ release }) => release === info.release)) {
    history.releases.push({
      release: info.release,
      version: info.version,
      contract: info.contract,
      label: info.label,
      builtAt: info.builtAt,
    });
  }
  history.log.push({
    at: new Date().toISOString(),
    action,
    from: previous ?? null,
    to: info.release,
  });
  await writeJsonAtomically(path.join(frontendsDir, historyFile(name)), history);
  return { previous };
}

/** `npm run release:admin`: build, publish beside the older releases, switch. */
export async function release(name, frontendsDir, env = process.env) {
  const info = await buildRelease(name, frontendsDir, {
    contract: contractFromEnv(env),
    label: env.RELEASE_LABEL ?? '',
  });
  const { previous } = await switchTo(frontendsDir, name, info, 'release');
  return { ...info, previous };
}

/**
 * The build of `npm run build`: published like a release, but the shell is switched to it only
 * when it is a new one, so a rollback holds across rebuilds of unchanged sources (`npm start`).
 */
export async function buildAndAdopt(name, frontendsDir) {
  const info = await buildRelease(name, frontendsDir, {
    contract: remoteContract.REMOTE_CONTRACT,
  });
  const current = await currentRelease(frontendsDir, name);
  if (!info.isNew && current) return { ...info, switched: false, current };
  await switchTo(frontendsDir, name, info, 'build');
  return { ...info, switched: true, current: info.release };
}

/**
 * `npm run rollback:admin [-- <release>]`: back to the named release, or to the one published
 * before the current one.
 */
export async function rollback(name, frontendsDir, target) {
  const current = await currentRelease(frontendsDir, name);
  let release = target;
  if (!release) {
    const { releases } = await readHistory(frontendsDir, name);
    const index = releases.findIndex((entry) => entry.release === current);
    if (index <= 0) {
      throw new Error(
        current
          ? `No release of ${name} was published before ${current}; name one to roll back to`
          : `No current release of ${name} in ${path.join(frontendsDir, REMOTES_FILE)}`,
      );
    }
    release = releases[index - 1].release;
  }
  const info = await readReleaseInfo(frontendsDir, name, release);
  await switchTo(frontendsDir, name, info, 'rollback');
  return { ...info, previous: current };
}

async function status(name, frontendsDir) {
  const current = await currentRelease(frontendsDir, name);
  const { releases } = await readHistory(frontendsDir, name);
  const lines = releases.map(
    (entry) =>
      `${entry.release === current ? '*' : ' '} ${entry.release}  contract ${entry.contract}` +
      `  built ${entry.builtAt}${entry.label ? `  "${entry.label}"` : ''}`,
  );
  return [`${name} releases in ${releasesDir(frontendsDir, name)}:`, ...lines].join('\n');
}

async function main([command, name, target]) {
  if (!RELEASED_REMOTES.includes(name)) {
    throw new Error(
      `Usage: remote-release.mjs <build|release|rollback|status> <${RELEASED_REMOTES.join('|')}>`,
    );
  }
  switch (command) {
    case 'build': {
      // The build of the checkout goes where the checkout's other builds go.
      const dir = path.join(workspaceRoot, 'dist/frontends');
      const built = await buildAndAdopt(name, dir);
      console.log(
        built.switched
          ? `${name}: built and switched to release ${built.release}`
          : `${name}: built release ${built.release} (already published; current: ${built.current})`,
      );
      return;
    }
    case 'release': {
      const dir = frontendsDirFromEnv();
      const released = await release(name, dir);
      console.log(
        `${name}: switched to release ${released.release} (contract ${released.contract}` +
          `${released.isNew ? '' : ', already published'}); previous: ${released.previous ?? 'none'}\n` +
          `  ${path.join(dir, REMOTES_FILE)} -> ${releaseEntry(name, released.release)}`,
      );
      return;
    }
    case 'rollback': {
      const dir = frontendsDirFromEnv();
      const back = await rollback(name, dir, target);
      console.log(
        `${name}: rolled back from ${back.previous ?? 'none'} to release ${back.release}`,
      );
      return;
    }
    case 'status':
      console.log(await status(name, frontendsDirFromEnv()));
      return;
    default:
      throw new Error(`Unknown command "${command}": build, release, rollback or status`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
