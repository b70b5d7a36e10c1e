import { uploadVoiceSampleMutationOptions, voiceKeys } from '@ma/api-client/query/voice';
import type { VoiceSample } from '@ma/api-client/schemas';
import { airaMessages, errorMessage, voiceSampleProblem } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';

/**
 * Sends the chosen files one after the other. What the page can know before sending (the size,
 * how many there already are) is refused here with the server's own words; the server checks
 * the rest (the content, the duration). Each refusal is kept, named by its file.
 */
export function useSampleUpload(samples: readonly VoiceSample[]) {
  const api = useApi();
  const queryClient = useQueryClient();
  const upload = useMutation({ ...uploadVoiceSampleMutationOptions(api), meta: { errorToast: false } });
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState<string | null>(null);

  async function send(files: readonly File[]) {
    setProblems([]);
    const kept = samples.map((sample) => ({ durationSeconds: sample.durationSeconds }));
    const found: string[] = [];
    for (const file of files) {
      const problem = voiceSampleProblem(kept, { sizeBytes: file.size });
      if (problem) {
        found.push(`${file.name}: ${errorMessage(problem)}`);
        continue;
      }
      setSending(file.name);
      try {
        const sample = await upload.mutateAsync(file);
        kept.push({ durationSeconds: sample.durationSeconds });
        toast.success(airaMessages.sampleUploaded);
      } catch (error) {
        found.push(`${file.name}: ${failureMessage(error)}`);
      }
      await queryClient.invalidateQueries({ queryKey: voiceKeys.state() });
    }
    setSending(null);
    setProblems(found);
  }

  return { send, sending, problems };
}
