import type { Proposal } from '@ma/api-client/schemas';
import { applyButtonState, canApply, type Level } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { ApplicationModal } from './application-modal.tsx';
import { UnlockDialog } from './unlock-dialog.tsx';
import { useApplyMutation } from './use-apply-mutation.ts';

/**
 * The 'Fazer Proposta' button with what it opens: the application form, or the unlock
 * dialog for a creator who may not apply. Disabled as @ma/domain says (docs/product/proposals.md).
 */
export function ApplyAction({ proposal, level }: { proposal: Proposal; level: Level }) {
  const [formOpened, form] = useDisclosure(false);
  const [unlockOpened, unlock] = useDisclosure(false);
  const mutation = useApplyMutation(proposal.id, form.close);
  const state = applyButtonState({
    canApply: canApply({ level, isConnected: proposal.isConnected, isSilversAlloweds: proposal.isSilversAlloweds }),
    missingFeatures: proposal.missingFeatures,
    isSending: mutation.isPending,
    hasApplied: proposal.hasApplied,
  });

  return (
    <>
      <Button
        variant="rounded"
        disabled={state.disabled}
        onClick={state.showsUnlockDialog ? unlock.open : form.open}
        leftSection={state.reason === 'applied' ? <IconCheck size={16} /> : state.showsUnlockDialog ? <IconLock size={16} /> : undefined}
      >
        {state.label}
      </Button>
      <ApplicationModal opened={formOpened} onClose={form.close} proposal={proposal} isSending={mutation.isPending} onSubmit={mutation.mutate} />
      <UnlockDialog opened={unlockOpened} onClose={unlock.close} />
    </>
  );
}
