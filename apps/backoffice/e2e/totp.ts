import { createHmac } from 'node:crypto';

const PERIOD_MS = 30_000;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The RFC 6238 code (SHA-1, 6 digits, 30 s) of `secret` at time step `step`, as an authenticator app shows it. */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/**
 * A code of a step no earlier code of this secret used (the API takes each once): the current
 * step's, or, when `lastStep` is it, the next one's after waiting for it.
 */
export async function freshCode(secret: string, lastStep?: number): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (lastStep !== undefined && step <= lastStep) {
    await new Promise((resolve) => setTimeout(resolve, (lastStep + 1) * PERIOD_MS - Date.now() + 200));
    step = lastStep + 1;
  }
  return { code: totpCode(secret, step), step };
}
