import {
  ApiError,
  apiJson,
  apiRequest,
  errorMessages,
  isSessionRequired,
  onSessionRequired,
} from './request';

function mockFetch(response: Response) {
  const fetchMock = jest.fn().mockResolvedValue(response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends credentials and no content type when there is no body', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('sends a JSON body with the JSON content type', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('PATCH', '/api/projects/3', { title: 'Site' });
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/3', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"title":"Site"}',
      credentials: 'include',
    });
  });

  it('returns the response when it is ok', async () => {
    mockFetch(new Response('{"id":1}', { status: 201 }));
    const res = await apiRequest('POST', '/api/contact', { name: 'Ana' });
    await expect(res.json()).resolves.toEqual({ id: 1 });
  });

  it('rejects with "status: body" when the response has a body', async () => {
    mockFetch(new Response('Invalid credentials', { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/login', { username: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('401: Invalid credentials');
    expect(error.status).toBe(401);
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/services')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('server messages', () => {
  it('reads one message or a list from the error body', async () => {
    mockFetch(
      new Response(
        JSON.stringify({
          statusCode: 409,
          message: ['Username is already taken', 'Email is already registered'],
          error: 'Conflict',
        }),
        { status: 409 },
      ),
    );
    const list = await apiRequest('POST', '/api/register', {}).catch((e) => e);
    expect(errorMessages(list)).toEqual([
      'Username is already taken',
      'Email is already registered',
    ]);

    mockFetch(
      new Response(
        JSON.stringify({
          statusCode: 401,
          message: 'Invalid username or password',
          error: 'Unauthorized',
        }),
        { status: 401 },
      ),
    );
    const one = await apiRequest('POST', '/api/login', {}).catch((e) => e);
    expect(errorMessages(one)).toEqual(['Invalid username or password']);
  });

  it('falls back to the body text, and to nothing for failures without an answer', async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    const text = await apiRequest('GET', '/api/user').catch((e) => e);
    expect(errorMessages(text)).toEqual(['Bad gateway']);
    expect(errorMessages(new TypeError('Failed to fetch'))).toEqual([]);
    expect(errorMessages(new ApiError(500, '', 'Internal Server Error'))).toEqual([]);
  });

  it('reads the error code an answer carries beside its message', () => {
    const coded = new ApiError(
      401,
      JSON.stringify({ statusCode: 401, message: 'Refused', code: 'PAYPAL_AUTH_FAILED' }),
      'Unauthorized',
    );
    expect(coded.code).toBe('PAYPAL_AUTH_FAILED');
    expect(new ApiError(401, JSON.stringify({ message: 'Refused' }), '').code).toBeUndefined();
    expect(new ApiError(502, 'Bad gateway', '').code).toBeUndefined();
  });

  it('parses the JSON answer with apiJson', async () => {
    mockFetch(new Response('{"exists":true}', { status: 200 }));
    await expect(apiJson('GET', '/api/check-email?email=a%40b.co')).resolves.toEqual({
      exists: true,
    });
  });
});

describe('an ended session', () => {
  const body = (code?: string) =>
    JSON.stringify({
      statusCode: 401,
      message: 'You need to sign in',
      error: 'Unauthorized',
      code,
    });

  it('is told to every listener when a call answers 401 SESSION_REQUIRED', async () => {
    const heard = jest.fn();
    const stop = onSessionRequired(heard);
    mockFetch(new Response(body('SESSION_REQUIRED'), { status: 401 }));
    const error = await apiRequest('GET', '/api/user/overview').catch((e) => e);
    expect(isSessionRequired(error)).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    mockFetch(new Response(body('SESSION_REQUIRED'), { status: 401 }));
    await apiRequest('GET', '/api/user/overview').catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('is not a 401 of another kind (wrong password, a provider refusing our keys)', async () => {
    const heard = jest.fn();
    const stop = onSessionRequired(heard);
    for (const code of [undefined, 'PAYPAL_AUTH_FAILED']) {
      mockFetch(new Response(body(code), { status: 401 }));
      const error = await apiRequest('POST', '/api/login', {}).catch((e) => e);
      expect(isSessionRequired(error)).toBe(false);
    }
    expect(isSessionRequired(new Error('401'))).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
