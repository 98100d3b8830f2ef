import { useLanguageStore } from '@terrabridge/session';
import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../../../testing/render-at';
import { AVAILABILITY_DELAY_MS, useAvailability } from './use-availability';

function mockChecks(answer: (url: string) => Promise<Response>) {
  const fetchMock = jest.fn((input: RequestInfo | URL) => answer(String(input)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function afterPause() {
  await act(async () => {
    jest.advanceTimersByTime(AVAILABILITY_DELAY_MS);
  });
}

describe('useAvailability', () => {
  beforeEach(async () => {
    jest.useFakeTimers();
    await useLanguageStore.getState().setLanguage('en');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks nothing while the value breaks a rule', async () => {
    const fetchMock = mockChecks(async () => jsonResponse({ exists: false }));
    const { result } = renderHook(() => useAvailability('username', null));
    await afterPause();
    expect(result.current).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a taken username after a pause in typing, in the site language', async () => {
    await useLanguageStore.getState().setLanguage('es');
    const fetchMock = mockChecks(async () => jsonResponse({ exists: true }));
    const { result } = renderHook(() => useAvailability('username', 'democlient'));
    expect(result.current).toBe('checking');
    expect(fetchMock).not.toHaveBeenCalled();
    await afterPause();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/check-username?username=democlient&lang=es');
    expect(result.current).toBe('taken');
  });

  it('reports a free email', async () => {
    const fetchMock = mockChecks(async () => jsonResponse({ exists: false }));
    const { result } = renderHook(() => useAvailability('email', 'new@example.com'));
    await afterPause();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/check-email?email=new%40example.com&lang=en');
    expect(result.current).toBe('available');
  });

  it.each([
    ['the server fails', async () => new Response('down', { status: 503 })],
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer is not JSON', async () => new Response('<html>', { status: 200 })],
  ])('counts a failed check as available (%s)', async (_case, answer) => {
    mockChecks(answer);
    const { result } = renderHook(() => useAvailability('username', 'ana.lopez'));
    await afterPause();
    expect(result.current).toBe('available');
  });

  it('checks only the last value typed', async () => {
    const fetchMock = mockChecks(async (url) =>
      jsonResponse({ exists: url.includes('username=democlient&') }),
    );
    const { result, rerender } = renderHook(({ value }) => useAvailability('username', value), {
      initialProps: { value: 'democli' as string | null },
    });
    await act(async () => {
      jest.advanceTimersByTime(AVAILABILITY_DELAY_MS / 2);
    });
    rerender({ value: 'democlie' });
    rerender({ value: 'democlient' });
    expect(result.current).toBe('checking');
    await afterPause();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toBe('taken');

    rerender({ value: 'democlient2' });
    expect(result.current).toBe('checking');
    await afterPause();
    expect(result.current).toBe('available');
  });
});
