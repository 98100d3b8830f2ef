import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, loadRemotesConfig, parseRemoteEntries } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const registerRemotesMock = registerRemotes as jest.Mock;
const loadRemoteMock = loadRemote as jest.Mock;

const config = {
  marketing: '/remotes/marketing/remoteEntry.js',
  portal: '/remotes/portal/remoteEntry.js',
  admin: '/remotes/admin/remoteEntry.js',
};

describe('remote loader', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('keeps only known remotes with an entry URL', () => {
    expect(parseRemoteEntries({ ...config, other: '/x.js', admin: 42 })).toEqual({
      marketing: config.marketing,
      portal: config.portal,
    });
    expect(parseRemoteEntries(null)).toEqual({});
  });

  it('reads /remotes.json at runtime and registers every remote', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(config)));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    await expect(loadRemotesConfig()).resolves.toEqual(config);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'marketing', entry: config.marketing },
      { name: 'portal', entry: config.portal },
      { name: 'admin', entry: config.admin },
    ]);
  });

  it('loads the exposed ./Module and re-registers the remote with force on a retry', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(new Response(JSON.stringify(config))) as typeof fetch;
    await loadRemotesConfig();
    registerRemotesMock.mockClear();
    const Root = () => null;
    loadRemoteMock.mockResolvedValue({ default: Root });

    await expect(loadRemoteModule('portal')).resolves.toEqual({ default: Root });
    expect(loadRemoteMock).toHaveBeenCalledWith('portal/Module');
    expect(registerRemotesMock).not.toHaveBeenCalled();

    await loadRemoteModule('portal', true);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'portal', entry: config.portal }], {
      force: true,
    });
  });

  it('still lets the shell start when remotes.json cannot be read', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response('nope', { status: 404, statusText: 'Not Found' }),
      ) as typeof fetch;
    await expect(loadRemotesConfig()).resolves.toEqual({});
    await expect(loadRemoteModule('marketing')).rejects.toThrow('not listed');
  });
});
