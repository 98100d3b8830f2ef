import { useUserStore } from './user-store';
import { userDisplayName, userFullName, userInitial } from './user';

const ana = { id: 7, username: 'ana.lopez', firstName: 'Ana', lastName: 'López', role: 'user' };

function mockFetch(...responses: Response[]) {
  const fetchMock = jest.fn();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('user store', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, loading: true });
  });

  it('loads the current user from /api/user with credentials', async () => {
    const fetchMock = mockFetch(new Response(JSON.stringify(ana), { status: 200 }));
    await expect(useUserStore.getState().fetchCurrentUser()).resolves.toEqual(ana);
    expect(fetchMock).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
    expect(useUserStore.getState()).toMatchObject({ user: ana, loading: false });
  });

  it('treats 401 as signed out', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await useUserStore.getState().fetchCurrentUser();
    expect(useUserStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('treats any other failure as signed out', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('network')) as typeof fetch;
    await useUserStore.getState().fetchCurrentUser();
    expect(useUserStore.getState()).toMatchObject({ user: null, loading: false });
  });

  it('sets and clears the user', () => {
    useUserStore.getState().setUser(ana);
    expect(useUserStore.getState().user).toEqual(ana);
    useUserStore.getState().clearUser();
    expect(useUserStore.getState().user).toBeNull();
  });

  it('logs out through POST /api/logout and clears the user', async () => {
    useUserStore.getState().setUser(ana);
    const fetchMock = mockFetch(new Response(null, { status: 200 }));
    await useUserStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(useUserStore.getState().user).toBeNull();
  });

  it('keeps the user when logout fails', async () => {
    useUserStore.getState().setUser(ana);
    mockFetch(new Response('Session store down', { status: 500 }));
    await expect(useUserStore.getState().logout()).rejects.toThrow('500: Session store down');
    expect(useUserStore.getState().user).toEqual(ana);
  });
});

describe('user names', () => {
  it('uses the first name, else the username', () => {
    expect(userDisplayName(ana)).toBe('Ana');
    expect(userDisplayName({ ...ana, firstName: '' })).toBe('ana.lopez');
    expect(userInitial({ ...ana, firstName: null })).toBe('A');
    expect(userFullName(ana)).toBe('Ana López');
    expect(userFullName({ id: 1, username: 'solo', role: 'user' })).toBe('solo');
  });
});
