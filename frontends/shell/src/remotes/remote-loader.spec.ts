import type * as Runtime from '@module-federation/enhanced/runtime';
import type * as Ui from '@terrabridge/ui';
import type * as Loader from './remote-loader';
import { SERVER_REMOTES } from '../server/server-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@ssr-remote/marketing/route-data', () => ({ routeQueryKeys: () => [] }), {
  virtual: true,
});

// The loader keeps what it read and registered for the page's lifetime: a fresh copy per test.
let registerRemotesMock: jest.Mock;
let loadRemoteMock: jest.Mock;
let RemoteContractError: typeof Ui.RemoteContractError;
let loadRemoteModule: typeof Loader.loadRemoteModule;
let loadRemotesConfig: typeof Loader.loadRemotesConfig;
let parseRemoteEntries: typeof Loader.parseRemoteEntries;
let SHELL_REMOTE_CONTRACT: number;

beforeEach(() => {
  jest.resetModules();
  const runtime = jest.requireMock<typeof Runtime>('@module-federation/enhanced/runtime');
  registerRemotesMock = runtime.registerRemotes as unknown as jest.Mock;
  loadRemoteMock = runtime.loadRemote as unknown as jest.Mock;
  ({ RemoteContractError } = jest.requireActual<typeof Ui>('@terrabridge/ui'));
  ({ loadRemoteModule, loadRemotesConfig, parseRemoteEntries, SHELL_REMOTE_CONTRACT } =
    jest.requireActual<typeof Loader>('./remote-loader'));
});

// The number this shell is built with (the Jest preset sets it as the builds do).
const release = (name: string, id: string, contract: unknown = __REMOTE_CONTRACT__) => ({
  entry: `/remotes/${name}/releases/${id}/remoteEntry.js`,
  release: id,
  contract,
});

const config = {
  marketing: '/remotes/marketing/remoteEntry.js',
  portal: '/remotes/portal/remoteEntry.js',
  admin: release('admin', '0.1.0-aaaaaaaaaa'),
};

function serve(...answers: unknown[]): jest.Mock {
  const fetchMock = jest.fn();
  for (const answer of answers) {
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(answer)));
  }
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const Root = () => null;

describe('remote loader', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('keeps only known remotes with an entry URL, as plain entries or published releases', () => {
    expect(
      parseRemoteEntries({ ...config, other: '/x.js', portal: 42, marketing: { release: 'x' } }),
    ).toEqual({ admin: release('admin', '0.1.0-aaaaaaaaaa') });
    expect(parseRemoteEntries({ marketing: config.marketing })).toEqual({
      marketing: { entry: config.marketing },
    });
    expect(parseRemoteEntries(null)).toEqual({});
  });

  it('reads /remotes.json at runtime and registers every remote', async () => {
    const fetchMock = serve(config);

    await loadRemotesConfig();
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'marketing', entry: config.marketing },
      { name: 'portal', entry: config.portal },
      { name: 'admin', entry: config.admin.entry },
    ]);
  });

  it('loads the exposed ./Module and, on a retry, the entry /remotes.json lists by then', async () => {
    serve(config);
    await loadRemotesConfig();
    registerRemotesMock.mockClear();
    loadRemoteMock.mockResolvedValue({ default: Root, remoteContract: SHELL_REMOTE_CONTRACT });

    await expect(loadRemoteModule('admin')).resolves.toMatchObject({ default: Root });
    expect(loadRemoteMock).toHaveBeenCalledWith('admin/Module');
    expect(registerRemotesMock).not.toHaveBeenCalled();

    // Released again meanwhile: Retry loads the new release.
    serve({ ...config, admin: release('admin', '0.2.0-bbbbbbbbbb') });
    await loadRemoteModule('admin', true);
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'admin', entry: '/remotes/admin/releases/0.2.0-bbbbbbbbbb/remoteEntry.js' }],
      { force: true },
    );
  });

  it('refuses a release listed with another contract without loading any of it', async () => {
    serve({ ...config, admin: release('admin', '0.3.0-cccccccccc', SHELL_REMOTE_CONTRACT + 1) });
    await loadRemotesConfig();

    const refused = loadRemoteModule('admin');
    await expect(refused).rejects.toBeInstanceOf(RemoteContractError);
    await expect(refused).rejects.toThrow(
      `Remote "admin" was built for contract ${SHELL_REMOTE_CONTRACT + 1}; this shell loads contract ${SHELL_REMOTE_CONTRACT}`,
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('refuses a module that exports another contract, or none', async () => {
    serve(config);
    await loadRemotesConfig();

    loadRemoteMock.mockResolvedValueOnce({ default: Root, remoteContract: 0 });
    await expect(loadRemoteModule('portal')).rejects.toBeInstanceOf(RemoteContractError);
    loadRemoteMock.mockResolvedValueOnce({ default: Root });
    await expect(loadRemoteModule('marketing')).rejects.toBeInstanceOf(RemoteContractError);
    loadRemoteMock.mockResolvedValueOnce({ default: Root, remoteContract: SHELL_REMOTE_CONTRACT });
    await expect(loadRemoteModule('marketing')).resolves.toMatchObject({ default: Root });
  });

  it('still lets the shell start when remotes.json cannot be read, and recovers on Retry', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response('nope', { status: 404, statusText: 'Not Found' }),
      ) as typeof fetch;
    await expect(loadRemotesConfig()).resolves.toEqual({});
    await expect(loadRemoteModule('marketing')).rejects.toThrow('not listed');

    // Back: Retry reads the list again; the other remotes load from it on their first visit.
    serve(config);
    registerRemotesMock.mockClear();
    loadRemoteMock.mockResolvedValue({ default: Root, remoteContract: SHELL_REMOTE_CONTRACT });
    await loadRemoteModule('marketing', true);
    await loadRemoteModule('portal');
    await loadRemoteModule('portal');
    expect(registerRemotesMock.mock.calls).toEqual([
      [[{ name: 'marketing', entry: config.marketing }], undefined],
      [[{ name: 'portal', entry: config.portal }], undefined],
    ]);
  });

  it('never renders the admin remote on the server: it is released on its own', () => {
    expect(Object.keys(SERVER_REMOTES)).toEqual(['marketing']);
  });
});
