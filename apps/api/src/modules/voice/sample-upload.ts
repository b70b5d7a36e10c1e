import { MAX_VOICE_SAMPLE_BYTES, MAX_VOICE_SAMPLE_NAME_LENGTH } from '@ma/domain';
import type { Context } from 'hono';
import { apiError } from '../../lib/errors.ts';
import { multipartFile } from '../../lib/multipart-file.ts';

export const SAMPLE_REQUIRED = 'Escolha um arquivo de áudio para enviar.';

/** The `sample` field of a multipart body; the app's body limit has capped its size (app.ts). */
export async function readSampleUpload(c: Context): Promise<{ bytes: Uint8Array; fileName: string }> {
  const sample = await multipartFile(c, 'sample', SAMPLE_REQUIRED);
  if (sample.size > MAX_VOICE_SAMPLE_BYTES) throw apiError('VOICE_SAMPLE_TOO_LARGE');
  const name = sample instanceof File ? sample.name : '';
  return { bytes: new Uint8Array(await sample.arrayBuffer()), fileName: sampleFileName(name) };
}

/**
 * The name the creator gave the file, as they will see it in the list: control characters
 * (and NUL, which PostgreSQL text cannot hold) removed, at most 120 characters.
 */
export function sampleFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...cleaned].slice(0, MAX_VOICE_SAMPLE_NAME_LENGTH).join('').trim() || 'amostra';
}
