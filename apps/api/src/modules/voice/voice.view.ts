import type { VoiceProfile, VoiceSample } from '@ma/api-client/schemas';
import { airaMessages, type VoiceProviderKind } from '@ma/domain';
import type { VoiceProfileRow, VoiceSampleRow } from '../../db/schema.ts';
import { durationSeconds } from './samples.repository.ts';

export function toVoiceSample(row: VoiceSampleRow): VoiceSample {
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    sizeBytes: row.sizeBytes,
    durationSeconds: Math.round(durationSeconds(row) * 10) / 10,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The profile as the creator sees it. One made by a service this server no longer has cannot
 * read anything: it shows as failed, saying why, and may be made again (profiles.repository.ts).
 */
export function toVoiceProfile(row: VoiceProfileRow, provider: VoiceProviderKind): VoiceProfile {
  const orphaned = row.status !== 'failed' && row.providerKind !== provider;
  return {
    id: row.id,
    status: orphaned ? 'failed' : row.status,
    failure: orphaned ? airaMessages.voiceProviderChanged : row.failure,
    providerKind: row.providerKind,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
