import { type ComponentType, type LazyExoticComponent, createElement, lazy } from 'react';

let rendered: Set<string> | null = null;

/**
 * React.lazy that notes, for the render in progress, the import keys of every lazy component it
 * renders. The server build swaps `lazy(() => import(...))` for this (ssr/track-lazy-loader.cjs).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function trackLazy<T extends ComponentType<any>>(
  keys: string[],
  factory: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  const Lazy = lazy(factory) as unknown as ComponentType<object>;
  function Tracked(props: object) {
    for (const key of keys) rendered?.add(key);
    return createElement(Lazy, props);
  }
  return Tracked as unknown as LazyExoticComponent<T>;
}

/** Runs one render (renders never overlap: see render.tsx) and returns the lazy keys it used. */
export async function collectLazyImports<T>(
  render: () => Promise<T>,
): Promise<{ result: T; lazyImports: string[] }> {
  const keys = new Set<string>();
  rendered = keys;
  try {
    const result = await render();
    return { result, lazyImports: [...keys].sort() };
  } finally {
    rendered = null;
  }
}
