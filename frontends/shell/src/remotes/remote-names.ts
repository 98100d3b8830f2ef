export const REMOTE_NAMES = ['marketing', 'portal', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
