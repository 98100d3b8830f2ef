import { act, renderHook } from '@testing-library/react';
import { useOlderPages } from './use-older-pages';

const row = (id: number) => ({
  id,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
});
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('useOlderPages', () => {
  it('adds older pages after the newest one until the last', async () => {
    const fetchPage = jest.fn(async (cursor: string) =>
      cursor === 'c8'
        ? { items: [row(7), row(6)], nextCursor: 'c6' }
        : { items: [row(5)], nextCursor: null },
    );
    const { result } = renderHook(() =>
      useOlderPages({ items: [row(9), row(8)], nextCursor: 'c8' }, fetchPage),
    );
    expect(result.current.hasOlder).toBe(true);
    await act(() => result.current.loadOlder());
    await act(() => result.current.loadOlder());
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual(['c8', 'c6']);
    expect(ids(result.current.items)).toEqual([9, 8, 7, 6, 5]);
    expect(result.current.hasOlder).toBe(false);
  });

  it('keeps the rows a refreshed newest page let go, so the thread has no gap', async () => {
    const fetchPage = jest.fn(async () => ({ items: [row(7), row(6)], nextCursor: null }));
    const { result, rerender } = renderHook(({ newest }) => useOlderPages(newest, fetchPage), {
      initialProps: { newest: { items: [row(9), row(8)], nextCursor: 'c8' as string | null } },
    });
    await act(() => result.current.loadOlder());
    // Two new rows arrive: the newest page of two now holds only them.
    rerender({ newest: { items: [row(11), row(10)], nextCursor: 'c10' } });
    expect(ids(result.current.items)).toEqual([11, 10, 9, 8, 7, 6]);
    expect(result.current.hasOlder).toBe(false);
  });

  it('shows a failed page as an error and lets the user try again', async () => {
    const fetchPage = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ items: [row(1)], nextCursor: null });
    const { result } = renderHook(() =>
      useOlderPages({ items: [row(2)], nextCursor: 'c2' }, fetchPage),
    );
    await act(() => result.current.loadOlder());
    expect(result.current.error).toBeInstanceOf(Error);
    await act(() => result.current.loadOlder());
    expect(result.current.error).toBeNull();
    expect(ids(result.current.items)).toEqual([2, 1]);
  });
});
