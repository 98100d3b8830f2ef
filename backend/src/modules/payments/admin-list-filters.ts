/** The filters a request set (state, provider…), as a page scope's `equal`: unset ones left out. */
export function filters(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
