import { apiRequest, queryClient } from '@terrabridge/api-client';
import { useLanguageStore } from './language-store';
import { sampleUser } from './testing';
import { userDisplayName, userFullName, userInitial } from './user';
import { readInlinedUser, useUserStore } from './user-store';
import { login, register } from './sign-in';

const ana = sampleUser({ language: 'es' });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status });
}

function mockFetch(...responses: Response[]) {
  const fetchMock = jest.fn();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  return JSON.parse(fetchMock.mock.calls[call][1].body as string);
}

describe('user store', () => {
  beforeEach(async () => {
    useUserStore.setState({ user: null, loading: true });
    await useLanguageStore.getState().setLanguage('en');
  });

  it('loads the current user from /api/user with credentials', async () => {
    const fetchMock = mockFetch(json(ana));
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

  it('signs in by username or email in the language of the site and keeps the user', async () => {
    await useLanguageStore.getState().setLanguage('es');
    const clear = jest.spyOn(queryClient, 'clear');
    const fetchMock = mockFetch(json(ana));

    await expect(login({ username: 'ana@example.com', password: 'Secret#2026x' })).resolves.toEqual(
      ana,
    );

    expect(fetchMock.mock.calls[0][0]).toBe('/api/login');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody(fetchMock)).toEqual({
      username: 'ana@example.com',
      password: 'Secret#2026x',
      language: 'es',
    });
    expect(useUserStore.getState()).toMatchObject({ user: ana, loading: false });
    expect(clear).toHaveBeenCalled();
  });

  it('stays signed out when the sign-in is refused', async () => {
    mockFetch(
      json(
        { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' },
        401,
      ),
    );
    const error = await login({ username: 'ana.lopez', password: 'wrong' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, messages: ['Invalid username or password'] });
    expect(useUserStore.getState().user).toBeNull();
  });

  it('registers (which signs in) with the account language of the site', async () => {
    const fetchMock = mockFetch(json(ana, 201));
    const fields = {
      username: 'ana.lopez',
      email: 'ana@example.com',
      password: 'Secret#2026x',
      firstName: 'Ana',
      lastName: 'López',
    };
    await register(fields);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/register');
    expect(sentBody(fetchMock)).toEqual({ ...fields, language: 'en' });
    expect(useUserStore.getState().user).toEqual(ana);
  });

  it('keeps a sign-in when an earlier lookup of the user answers late', async () => {
    let answerLookup!: (response: Response) => void;
    const fetchMock = jest
      .fn()
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answerLookup = resolve)))
      .mockResolvedValueOnce(json(ana));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const lookup = useUserStore.getState().fetchCurrentUser();
    await login({ username: 'ana.lopez', password: 'Secret#2026x' });
    answerLookup(new Response('Unauthorized', { status: 401 }));
    await lookup;
    expect(useUserStore.getState().user).toEqual(ana);
  });

  it('forgets the user when a call answers that the session has ended, until a sign-in', async () => {
    const ended = () =>
      json({ statusCode: 401, message: 'You need to sign in', code: 'SESSION_REQUIRED' }, 401);
    useUserStore.getState().setUser(ana);
    mockFetch(ended());
    await apiRequest('GET', '/api/user/overview').catch(() => undefined);
    expect(useUserStore.getState()).toMatchObject({ user: null, sessionEnded: true });
    // A guest's 401 says nothing about a session.
    useUserStore.setState({ sessionEnded: false });
    mockFetch(ended());
    await apiRequest('GET', '/api/user/overview').catch(() => undefined);
    expect(useUserStore.getState().sessionEnded).toBe(false);
    useUserStore.setState({ sessionEnded: true });
    mockFetch(json(ana));
    await login({ username: 'ana', password: 'pw' });
    expect(useUserStore.getState()).toMatchObject({ user: ana, sessionEnded: false });
  });

  it('logs out through POST /api/logout and clears the user', async () => {
    useUserStore.getState().setUser(ana);
    await useLanguageStore.getState().setLanguage('es');
    const fetchMock = mockFetch(json({ message: 'Has cerrado sesión correctamente' }));
    await useUserStore.getState().logout();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout?lang=es',
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
    expect(userFullName({ ...ana, fullName: null })).toBe('Ana López');
    expect(userFullName({ username: 'solo', firstName: null })).toBe('solo');
  });
});

describe('readInlinedUser', () => {
  afterEach(() => document.getElementById('tb-user')?.remove());

  function inline(text: string) {
    const script = document.createElement('script');
    script.id = 'tb-user';
    script.type = 'application/json';
    script.textContent = text;
    document.body.append(script);
  }

  it('is undefined when the page carries no answer, so /api/user decides', () => {
    expect(readInlinedUser()).toBeUndefined();
  });

  it('reads the user the server inlined, or null for a signed-out visitor', () => {
    inline(JSON.stringify(ana));
    expect(readInlinedUser()).toEqual(ana);
    document.getElementById('tb-user')?.remove();
    inline('null');
    expect(readInlinedUser()).toBeNull();
  });

  it('ignores a broken answer', () => {
    inline('{nope');
    expect(readInlinedUser()).toBeUndefined();
  });
});

describe('a page served for a session that had ended', () => {
  afterEach(() => document.getElementById('tb-session-ended')?.remove());

  /** The store as a page starts it, with what the page's head carries. */
  async function storeOfPage(): Promise<typeof useUserStore> {
    let store: typeof useUserStore | undefined;
    await jest.isolateModulesAsync(async () => {
      store = (await import('./user-store')).useUserStore;
    });
    return store as typeof useUserStore;
  }

  it('starts signed out, knowing the session ended, when the server marked the page', async () => {
    const mark = document.createElement('script');
    mark.id = 'tb-session-ended';
    mark.type = 'application/json';
    mark.textContent = 'true';
    document.head.append(mark);
    expect((await storeOfPage()).getState()).toMatchObject({ user: null, sessionEnded: true });
  });

  it('does not for a page without the mark', async () => {
    expect((await storeOfPage()).getState()).toMatchObject({ sessionEnded: false });
  });
});
