import type { ApiClient } from '@ma/api-client';
import { inviteBrandMember, listBrandMembers, removeBrandMember, type BrandMember, type BrandSession } from '@ma/api-client/brand';
import { ListStates } from '@ma/app-kit/list-states';
import { Button } from '@ma/ui/button';
import { ConfirmStep } from '@ma/app-kit/confirm-step';
import { Dialog } from '@ma/ui/dialog';
import { PageHeader } from '@ma/ui/page';
import { PlainList } from '@ma/ui/plain-list';
import { RowsSkeleton } from '@ma/ui/states';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { BRAND_KEY } from '../../lib/session.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow } from './member-row.tsx';

const membersKey = [BRAND_KEY, 'members'] as const;

/** Equipe: who of the brand signs in here; the owner invites people and removes them. */
export function TeamPage({ api, session }: { api: ApiClient; session: BrandSession }) {
  const queryClient = useQueryClient();
  const members = useQuery({ queryKey: membersKey, queryFn: () => listBrandMembers(api) });
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<BrandMember>();
  const isOwner = session.member.role === 'owner';
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey });

  const remove = useMutation({
    mutationFn: (member: BrandMember) => removeBrandMember(api, member.id),
    onSuccess: (_answer, member) => {
      setRemoving(undefined);
      toast.success(`${member.name} não faz mais parte da equipe.`);
    },
    onSettled: refresh,
  });

  return (
    <Stack maw={880}>
      <PageHeader
        title="Equipe"
        description={`Quem entra na conta da ${session.brand.name}.`}
        action={
          isOwner && (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              Convidar pessoa
            </Button>
          )
        }
      />
      <ListStates
        list={{ query: members, items: members.data?.items }}
        loading={<RowsSkeleton rows={3} height={72} />}
        errorTitle="Não foi possível carregar a equipe"
        empty="Ninguém na equipe ainda."
      >
        {(items) => (
          <PlainList gap="xs" aria-label="Pessoas da equipe">
            {items.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isSelf={member.id === session.member.id}
                onRemove={isOwner && member.id !== session.member.id ? () => setRemoving(member) : undefined}
              />
            ))}
          </PlainList>
        )}
      </ListStates>

      <Dialog opened={inviting} onClose={() => setInviting(false)} title="Convidar pessoa">
        <InviteForm
          onSubmit={async (values) => {
            const invited = await inviteBrandMember(api, values);
            setInviting(false);
            toast.success(`Convite enviado para ${invited.email}.`);
            await refresh();
          }}
        />
      </Dialog>
      <ConfirmStep item={removing} mutation={remove} onClose={() => setRemoving(undefined)} title="Remover da equipe" confirmLabel="Remover">
        {(member) =>
          member.joined
            ? `${member.name} (${member.email}) perde o acesso à conta da ${session.brand.name} na hora.`
            : `O convite de ${member.name} (${member.email}) deixa de valer.`
        }
      </ConfirmStep>
    </Stack>
  );
}
