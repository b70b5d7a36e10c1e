import type { VoiceSampleFormat } from '@ma/domain';
import { parseBuffer } from 'music-metadata';
import { apiError } from '../../lib/errors.ts';

export interface InspectedAudio {
  format: VoiceSampleFormat;
  /** How long it plays, read from the audio itself. */
  durationMs: number;
  /** The type it is kept and sent with, from its content (never the one the upload declared). */
  contentType: string;
}

const contentTypes: Record<VoiceSampleFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

/** The container and codec music-metadata reads, as one of the four formats we take. */
function formatOf(container: string | undefined, codec: string | undefined, hasVideo: boolean | undefined): VoiceSampleFormat | null {
  if (hasVideo) return null;
  if (container === 'MPEG' && codec && /Layer 3/i.test(codec)) return 'mp3';
  if (container === 'WAVE') return 'wav';
  if (container === 'Ogg' && codec && /vorbis|opus/i.test(codec)) return 'ogg';
  // MPEG-4 audio: the brand says M4A, or an ISO file (Android recorders) holding sound only.
  if (container && /^(M4A|isom|iso\d|mp4\d|3gp\d?)\b/i.test(container) && codec && /AAC|ALAC|MPEG-4/i.test(codec)) return 'm4a';
  return null;
}

/**
 * What a sample really is (docs/product/voice-cloning.md "Samples"): MP3, WAV, M4A or OGG
 * (Vorbis or Opus) by its bytes, whatever its name or declared type, and how long it plays,
 * read from the audio (every MP3 frame is counted). Anything else, or audio that cannot be
 * read, is VOICE_SAMPLE_UNSUPPORTED.
 */
export async function inspectAudio(bytes: Uint8Array): Promise<InspectedAudio> {
  let metadata;
  try {
    metadata = await parseBuffer(bytes, undefined, { duration: true, skipCovers: true, skipPostHeaders: true });
  } catch {
    throw apiError('VOICE_SAMPLE_UNSUPPORTED');
  }
  const { container, codec, duration, hasAudio, hasVideo } = metadata.format;
  const format = hasAudio === false ? null : formatOf(container, codec, hasVideo);
  if (!format || duration === undefined || !Number.isFinite(duration) || duration <= 0) throw apiError('VOICE_SAMPLE_UNSUPPORTED');
  return { format, durationMs: Math.round(duration * 1000), contentType: contentTypes[format] };
}
