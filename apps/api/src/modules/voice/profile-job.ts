import { airaMessages } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import type { VoiceProfileRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { claimDueProfiles, markFailed, markReady, retryLater } from './profiles.repository.ts';
import { VoiceProviderError, type VoiceSampleFile } from './providers/provider.ts';
import { listSamples } from './samples.repository.ts';
import type { VoiceServices } from './voice-services.ts';

export interface VoiceProfileJobOptions {
  db: Database;
  voice: VoiceServices;
  clock: Clock;
  logger: Logger;
  /** How often due profiles are looked for. Default: 2 s (the page polls as often). */
  pollMs?: number;
  /** How long a claimed profile is kept from other workers (then a crash is retried). Default: 10 min. */
  leaseMs?: number;
  /** Waits before the 2nd, 3rd... attempt after a transient failure; one more attempt than waits. */
  retryDelaysMs?: readonly number[];
  batchSize?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000];
/** One attempt at making a voice: uploading 5 minutes of audio and the service's work. */
const ATTEMPT_LIMIT_MS = 5 * 60_000;

/**
 * The voice profiles' progress (docs/product/voice-cloning.md "The profile"): queued →
 * processing → ready | failed. Every API process runs it; rows are claimed with FOR UPDATE SKIP
 * LOCKED (profiles.repository.ts), so one profile is made once whichever process gets there, and
 * a profile whose process died is taken again when its lease runs out. A transient failure of
 * the service is retried with backoff; a refusal, or the last failure, fails it in pt-BR.
 */
export function createVoiceProfileJob(options: VoiceProfileJobOptions) {
  const { db, voice, clock, logger } = options;
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const batchSize = options.batchSize ?? 4;
  let timer: NodeJS.Timeout | undefined;
  // Aborts the voices being made when the process stops, rather than holding its shutdown.
  const stopping = new AbortController();
  let running: Promise<unknown> = Promise.resolve();

  async function samplesOf(row: VoiceProfileRow): Promise<VoiceSampleFile[]> {
    const files: VoiceSampleFile[] = [];
    for (const sample of await listSamples(db, row.userId)) {
      const stored = await voice.storage.get(sample.storageKey);
      if (stored) files.push({ fileName: sample.fileName, bytes: stored.bytes, contentType: stored.contentType });
    }
    return files;
  }

  async function process(row: VoiceProfileRow): Promise<void> {
    const provider = voice.provider;
    if (!provider || provider.kind !== row.providerKind) {
      await markFailed(db, row, airaMessages.voiceProviderChanged, clock.now());
      return;
    }
    const samples = await samplesOf(row);
    if (samples.length === 0) {
      await markFailed(db, row, airaMessages.voiceSamplesGone, clock.now());
      return;
    }
    try {
      // Named after the profile, never the creator: the service keeps no personal name.
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(ATTEMPT_LIMIT_MS)]);
      const { voiceId } = await provider.createVoice({ name: `mais-alcance-${row.id}`, samples }, signal);
      if (await markReady(db, row, voiceId, clock.now())) return;
      // Deleted (or taken again) while the voice was being made: it belongs to nobody.
      await provider.deleteVoice(voiceId).catch((error: unknown) => logger.warn('voice: removing an orphan voice failed', { error }));
    } catch (error) {
      if (stopping.signal.aborted) {
        // The process is stopping: due again at once, for another process (or this one, restarted).
        await retryLater(db, row, clock.now(), clock.now());
        return;
      }
      const transient = !(error instanceof VoiceProviderError) || error.transient;
      const delay = retryDelaysMs[row.attempts - 1];
      if (transient && delay !== undefined) {
        logger.warn('voice: making a profile failed, will retry', { profile: row.id, attempt: row.attempts, error });
        await retryLater(db, row, new Date(clock.now().getTime() + delay), clock.now());
        return;
      }
      logger.warn('voice: making a profile failed', { profile: row.id, attempt: row.attempts, error });
      const rejected = error instanceof VoiceProviderError && error.rejected;
      await markFailed(db, row, rejected ? airaMessages.voiceSamplesRejected : airaMessages.voiceProfileFailed, clock.now());
    }
  }

  /** Claims the due profiles and works on them; answers how many it took. */
  async function runOnce(): Promise<number> {
    const rows = await claimDueProfiles(db, clock.now(), leaseMs, batchSize);
    await Promise.all(
      rows.map((row) => process(row).catch((error: unknown) => logger.error('voice: profile job failed', { profile: row.id, error }))),
    );
    return rows.length;
  }

  let stopped = true;
  const loop = async () => {
    running = runOnce().catch((error: unknown) => logger.error('voice: claiming profiles failed', { error }));
    await running;
    // The next round once this one is done: a slow service never piles rounds up.
    if (stopped) return;
    timer = setTimeout(() => void loop(), pollMs);
    timer.unref();
  };

  return {
    runOnce,
    start() {
      stopped = false;
      void loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running;
    },
  };
}
