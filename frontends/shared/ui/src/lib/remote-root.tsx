import type { ReactNode } from 'react';

/**
 * Root element of a remote. The remote's stylesheet is scoped to `[data-remote="<name>"]` at build
 * time, so everything the remote renders must sit inside this element.
 */
export function RemoteRoot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-remote={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
