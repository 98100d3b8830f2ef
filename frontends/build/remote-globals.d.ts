// Values every frontend build compiles in (DefinePlugin in rspack.mjs; the Jest preset sets them
// for tests).
/** The shell-remote contract number (remote-contract.cjs). */
declare const __REMOTE_CONTRACT__: number;
/** A remote's version, from its package.json (remotes only). */
declare const __REMOTE_VERSION__: string;
/** A note given to a release (`RELEASE_LABEL=... npm run release:admin`), or '' (remotes only). */
declare const __RELEASE_LABEL__: string;
