import { RemoteContractError, checkRemoteContract, isRemoteContractError } from './remote-contract';

describe('checkRemoteContract', () => {
  it('lets a remote built for the same contract through', () => {
    expect(() => checkRemoteContract('admin', 1, 1)).not.toThrow();
  });

  it('refuses a remote built for another contract, saying which', () => {
    let caught: unknown;
    try {
      checkRemoteContract('admin', 1, 2);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RemoteContractError);
    expect(caught).toMatchObject({ remote: 'admin', expected: 1, found: 2 });
    expect((caught as Error).message).toBe(
      'Remote "admin" was built for contract 2; this shell loads contract 1',
    );
  });

  it.each([undefined, null, '1', 1.5])('refuses a remote whose contract is %p', (found) => {
    expect(() => checkRemoteContract('portal', 1, found)).toThrow(RemoteContractError);
  });

  it('recognises a refusal by its name, whichever copy of the library threw it', () => {
    const elsewhere = Object.assign(new Error('refused'), { name: 'RemoteContractError' });
    expect(isRemoteContractError(elsewhere)).toBe(true);
    expect(isRemoteContractError(new RemoteContractError('admin', 1, 0))).toBe(true);
    expect(isRemoteContractError(new Error('Loading script failed'))).toBe(false);
    expect(isRemoteContractError('RemoteContractError')).toBe(false);
  });
});
