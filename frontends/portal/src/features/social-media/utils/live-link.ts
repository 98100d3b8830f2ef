/** The longest link the API keeps for a live post. */
export const LIVE_LINK_MAX_LENGTH = 2000;

/**
 * Whether `value` can be kept as the live post's link: blank (no link) or an http(s) address of a
 * named host (`https://www.instagram.com/p/…`). The server decides in the end; this spares a
 * round trip for the common slips (no scheme, `instagram.com/p/…`, a pasted sentence).
 */
export function isLiveLink(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  if (trimmed.length > LIVE_LINK_MAX_LENGTH || /\s/.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    /^[^.]+(\.[^.]+)+$/.test(host) &&
    !/^\d+(\.\d+)*$/.test(host.split('.').slice(-1)[0])
  );
}
