/**
 * The shell and each remote agree on a contract: the props of the exposed `./Module`
 * (RemoteModuleProps), what that module exports, and the shared singletons with their version
 * ranges. Its number is set in frontends/build/remote-contract.cjs and compiled into every build;
 * a remote exports its number as `remoteContract`, and a released remote's entry in /remotes.json
 * carries it too, so the shell can refuse a remote built for another contract before loading it.
 */
export class RemoteContractError extends Error {
  override readonly name = 'RemoteContractError';

  constructor(
    readonly remote: string,
    readonly expected: number,
    readonly found: unknown,
  ) {
    super(
      `Remote "${remote}" was built for contract ${describe(found)}; this shell loads contract ${expected}`,
    );
  }
}

const describe = (value: unknown) =>
  typeof value === 'number' ? String(value) : `"${String(value)}" (no contract number)`;

/**
 * Throws a RemoteContractError unless `found` is the shell's own contract number. A remote that
 * states no number is refused too: it was built before the contract existed, or by hand.
 */
export function checkRemoteContract(remote: string, expected: number, found: unknown): void {
  if (found !== expected) throw new RemoteContractError(remote, expected, found);
}

/**
 * Whether an error is a refused remote. By name, not `instanceof`: the error may come from another
 * build's copy of this library.
 */
export function isRemoteContractError(error: unknown): error is RemoteContractError {
  return error instanceof Error && error.name === 'RemoteContractError';
}
