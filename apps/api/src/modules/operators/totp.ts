import { generateSecret, generateURI, verify } from 'otplib';

// The second factor (RFC 6238 with otplib): SHA-1, 6 digits, 30 seconds, what every authenticator
// app reads from an otpauth:// address.

const ISSUER = 'Mais Alcance Backoffice';
const PERIOD_SECONDS = 30;

/** A new secret, base32 (160 bits). */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address of a secret, for a QR code. */
export const totpUrl = (secret: string, email: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/**
 * The time step of `code` when it is right at `now` (the step before and after it allowed, for a
 * clock a little off) and newer than `afterStep` (a code is good once); undefined otherwise.
 */
export async function acceptedTotpStep(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: PERIOD_SECONDS,
      ...(afterStep !== null && { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // A secret that does not read as base32 is a wrong code, not a crash.
    return undefined;
  }
}
