/** Whether an Authorization header names a bearer token (a personal access token's scheme). */
export function hasBearer(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return /^Bearer\b/i.test(value ?? '');
}
