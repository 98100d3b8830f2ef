/**
 * What an account's identity becomes once its owner's deletion is confirmed. The placeholders are
 * unique per account (the username and email indexes stay unique), say what happened, and can't
 * be used: the address is under the reserved `.invalid` top-level domain (RFC 2606), so no mail
 * reaches anyone, and the password hash is not a hash, so no password matches it.
 */
export interface AnonymisedIdentity {
  username: string;
  email: string;
  firstName: null;
  lastName: null;
  phone: null;
  passwordHash: string;
}

/** Never a valid PHC string: argon2 verification of any password against it fails. */
export const UNUSABLE_PASSWORD_HASH = '!anonymised';

export function anonymisedIdentity(userId: number): AnonymisedIdentity {
  if (!Number.isSafeInteger(userId) || userId < 1) throw new Error(`bad user id ${userId}`);
  return {
    username: `deleted-user-${userId}`,
    email: `deleted-user-${userId}@anonymised.invalid`,
    firstName: null,
    lastName: null,
    phone: null,
    passwordHash: UNUSABLE_PASSWORD_HASH,
  };
}

/**
 * The billed-to text an issued invoice keeps as an accounting record: what it said already, or
 * the client's name and address as they were when the account was deleted. Invoices must show
 * whom they were issued to for as long as the books are kept.
 */
export function billedToSnapshot(
  existing: string | null | undefined,
  client: { name: string; email: string },
): string {
  if (existing && existing.trim() !== '') return existing;
  return `${client.name}\n${client.email}`;
}

/** `terrabridge-data-2026-12-01.zip`: the export's file name, dated in UTC. */
export function exportFileName(now: Date): string {
  return `terrabridge-data-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * A stored file's place in the zip: its folder, its id (names repeat) and a name safe on every
 * system (no path separators, control or reserved characters, no leading dots).
 */
export function zipEntryName(folder: string, id: number, name: string): string {
  const safe =
    name
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
      .replace(/^[.\s]+/, '')
      .trim()
      .slice(0, 120) || 'file';
  return `${folder}/${id}-${safe}`;
}
