import { type ReactNode, createContext, use } from 'react';

/** Props the shell passes to a remote's exposed Module. */
export interface RemoteModuleProps {
  /**
   * The remote is shown inside another page (the admin panel in a dashboard tab) instead of
   * owning the page: no routes of its own, no page title, headings one level down.
   */
  embedded?: boolean;
}

export interface RemoteSlotProps {
  /** The remote's name in /remotes.json. */
  name: string;
}

export type RenderRemoteSlot = (props: RemoteSlotProps) => ReactNode;

const RemoteSlotContext = createContext<RenderRemoteSlot | null>(null);

/**
 * Set by the shell: renders a remote embedded in another remote's page, through the shell's own
 * loading spinner and error boundary (remotes never import each other).
 */
export const RemoteSlotProvider = RemoteSlotContext.Provider;

/** A remote shown inside the current page; `fallback` where no shell provides remotes. */
export function RemoteSlot({ name, fallback = null }: RemoteSlotProps & { fallback?: ReactNode }) {
  const renderRemote = use(RemoteSlotContext);
  return renderRemote ? renderRemote({ name }) : fallback;
}
