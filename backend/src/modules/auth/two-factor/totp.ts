import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'TerraBridge Digital';
/** Codes of the step before and after the current one are accepted too: clocks drift. */
const TOLERANCE_SECONDS = 30;

export type TotpCheck = { valid: true; step: number } | { valid: false; replayed: boolean };

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUrl(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/**
 * Checks a 6-digit code against the secret at `epochSeconds`, within one step either side. A code
 * whose time step is not after `lastStep` (the step of the last accepted code) is a replay: each
 * code works once, and none older than the last one used.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null | undefined,
  epochSeconds = Math.floor(Date.now() / 1000),
): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { valid: false, replayed: false };
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    epochTolerance: TOLERANCE_SECONDS,
  });
  // The TOTP strategy's answer carries the step the code belongs to (HOTP's would not).
  if (!result.valid || !('timeStep' in result)) return { valid: false, replayed: false };
  if (!isFreshStep(result.timeStep, lastStep)) return { valid: false, replayed: true };
  return { valid: true, step: result.timeStep };
}

/** A step may be used only when it is later than the last one used. */
export function isFreshStep(step: number, lastStep: number | null | undefined): boolean {
  return lastStep == null || step > lastStep;
}
