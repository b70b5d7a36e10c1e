import type { ApiClient } from '@ma/api-client';
import {
  changeCreatorAccess,
  changeCredits,
  deleteCreator,
  getCreator,
  resendConfirmation,
  revealAffiliateField,
  type AdminCreatorDetail,
  type RevealPayload,
} from '@ma/api-client/admin';
import { failureMessage } from '@ma/app-kit/error-message';
import { LoadError } from '@ma/app-kit/load-error';
import { formatCredits } from '@ma/domain';
import { MutationButton } from '@ma/app-kit/mutation-button';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Alert, Anchor, Avatar, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconExternalLink, IconLock, IconLockOpen, IconMail, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CreditsForm } from './credits-form.tsx';
import { ApplicationsSection, ConnectionsSection, LevelSection, MovementsTable, NotificationsSection, Section } from './creator-sections.tsx';
import { CreatorStatus } from './creators-page.tsx';
import { formatWhen } from './creator-labels.ts';
import { ReasonForm } from '../../components/reason-form.tsx';

type Dialog = 'credits' | 'block' | 'unblock' | 'delete' | RevealPayload['field'];

/** A creator's page: what she has and why, and the support's actions, each confirmed and audited. */
export function CreatorPage({ api, id, onDeleted }: { api: ApiClient; id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const key = ['admin', 'creators', id] as const;
  const creator = useQuery({ queryKey: key, queryFn: () => getCreator(api, id) });
  const [dialog, setDialog] = useState<Dialog>();
  const [revealed, setRevealed] = useState<Partial<Record<RevealPayload['field'], string>>>({});
  const close = () => setDialog(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'creators'] });
  const resend = useMutation({
    mutationFn: () => resendConfirmation(api, id),
    onSuccess: () => toast.success('E-mail de confirmação enviado.'),
    onError: (error) => toast.error(failureMessage(error)),
  });

  if (creator.isPending)
    return (
      <Stack maw={1100} aria-label="Carregando">
        <Skeleton h={48} w={320} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} h={180} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  if (creator.isError) return <LoadError title="Não foi possível carregar o criador" query={creator} />;
  const data: AdminCreatorDetail = creator.data;

  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-start">
        <Group wrap="nowrap">
          <Avatar src={data.pictureUrl} name={data.name} size={56} radius="xl" />
          <div>
            <Title order={1} fz={26}>
              {data.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              @{data.username} · {data.email ?? 'sem e-mail'} · desde {formatWhen(data.createdAt)}
            </Text>
          </div>
        </Group>
        <CreatorStatus creator={data} />
      </Group>
      {data.blockedAt && (
        <Alert color="red" variant="light" title={`Bloqueado desde ${formatWhen(data.blockedAt)}`}>
          Não entra na conta e o mídia kit público não aparece.
        </Alert>
      )}
      <Group gap="sm">
        <Button
          component="a"
          href={data.kitUrl}
          target="_blank"
          rel="noreferrer"
          variant="secondary"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Abrir mídia kit
        </Button>
        {data.email && !data.emailConfirmed && (
          <MutationButton variant="secondary" leftSection={<IconMail size={16} aria-hidden />} mutation={resend}>
            Reenviar confirmação
          </MutationButton>
        )}
        {data.blocked ? (
          <Button variant="secondary" leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => setDialog('unblock')}>
            Desbloquear
          </Button>
        ) : (
          <Button variant="secondary" color="red" leftSection={<IconLock size={16} aria-hidden />} onClick={() => setDialog('block')}>
            Bloquear
          </Button>
        )}
        <Button variant="secondary" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDialog('delete')}>
          Excluir conta (LGPD)
        </Button>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LevelSection creator={data} />
        <ConnectionsSection creator={data} />
        <Section
          title={`Créditos · ${formatCredits(data.balance)}`}
          aside={
            <Button size="xs" onClick={() => setDialog('credits')}>
              Adicionar ou remover
            </Button>
          }
        >
          <MovementsTable creator={data} />
        </Section>
        <Section title="Afiliado">
          {data.affiliate ? (
            <Stack gap={6}>
              <Text size="sm">{data.affiliate.fullName}</Text>
              <RevealLine label="CPF/CNPJ" masked={data.affiliate.documentMasked} shown={revealed.document} onReveal={() => setDialog('document')} />
              <Text size="sm">Telefone: {data.affiliate.phoneMasked}</Text>
              <RevealLine label="PIX" masked={data.affiliate.pixKeyMasked} shown={revealed.pix_key} onReveal={() => setDialog('pix_key')} />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Sem cadastro no programa de afiliados.
            </Text>
          )}
        </Section>
        <ApplicationsSection creator={data} />
        <NotificationsSection creator={data} />
      </SimpleGrid>

      <Modal opened={dialog === 'credits'} onClose={close} title="Créditos">
        <CreditsForm
          balance={data.balance}
          onSubmit={async (values, idempotencyKey) => {
            const { balance } = await changeCredits(api, id, values, idempotencyKey);
            close();
            toast.success(`Saldo agora: ${formatCredits(balance)}.`);
            await refresh();
          }}
        />
      </Modal>
      {(['block', 'unblock'] as const).map((kind) => (
        // One modal for each, so that a closing one keeps its own words while the other state comes in.
        <Modal key={kind} opened={dialog === kind} onClose={close} title={kind === 'unblock' ? 'Desbloquear criador' : 'Bloquear criador'}>
          <ReasonForm
            submitLabel={kind === 'unblock' ? 'Desbloquear' : 'Bloquear'}
            danger={kind === 'block'}
            onSubmit={async (reason) => {
              const blocked = kind === 'block';
              await changeCreatorAccess(api, id, { blocked, reason });
              close();
              toast.success(blocked ? 'Criador bloqueado.' : 'Criador desbloqueado.');
              await refresh();
            }}
          >
            <Text size="sm">
              {kind === 'unblock'
                ? `${data.name} volta a entrar na conta e o mídia kit público volta a aparecer.`
                : `${data.name} sai de todas as sessões, não consegue entrar e o mídia kit público passa a responder “não encontrado”.`}
            </Text>
          </ReasonForm>
        </Modal>
      ))}
      <Modal
        opened={dialog === 'document' || dialog === 'pix_key'}
        onClose={close}
        title={`Mostrar ${dialog === 'pix_key' ? 'chave PIX' : 'CPF/CNPJ'}`}
      >
        <ReasonForm
          submitLabel="Mostrar"
          onSubmit={async (reason) => {
            const field = dialog === 'pix_key' ? 'pix_key' : 'document';
            const { value } = await revealAffiliateField(api, id, { field, reason });
            setRevealed((current) => ({ ...current, [field]: value }));
            close();
          }}
        >
          <Text size="sm">O dado completo fica visível só nesta tela, e a consulta é registrada na auditoria com o motivo.</Text>
        </ReasonForm>
      </Modal>
      <Modal opened={dialog === 'delete'} onClose={close} title="Excluir conta (LGPD)">
        <ReasonForm
          submitLabel="Excluir conta definitivamente"
          danger
          onSubmit={async (reason) => {
            await deleteCreator(api, id, { reason });
            close();
            toast.success('Conta excluída.');
            queryClient.removeQueries({ queryKey: key });
            await refresh();
            onDeleted();
          }}
        >
          <Alert color="red" variant="light">
            A conta de {data.name} e os dados dela são apagados como na exclusão pelas configurações. Não há como desfazer. Use só a pedido do próprio
            criador; anote o pedido no motivo, sem dados pessoais.
          </Alert>
        </ReasonForm>
      </Modal>
    </Stack>
  );
}

/** A masked value, and 'Mostrar' (a reason first); the full value once revealed. */
function RevealLine({ label, masked, shown, onReveal }: { label: string; masked: string; shown: string | undefined; onReveal: () => void }) {
  return (
    <Group gap="xs">
      <Text size="sm">
        {label}: {shown ?? masked}
      </Text>
      {!shown && (
        <Anchor component="button" type="button" size="sm" onClick={onReveal} aria-label={`Mostrar ${label}`}>
          Mostrar
        </Anchor>
      )}
    </Group>
  );
}
