import type { ApiClient } from '@ma/api-client';
import { resendBrandEmailProof, type BrandSession } from '@ma/api-client/brand';
import { formatCnpj } from '@ma/domain';
import { MutationButton } from '@ma/app-kit/mutation-button';
import { AlertTitle } from '@ma/ui/states';
import { toast } from '@ma/ui/toasts';
import { Alert, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCircleCheck, IconHourglass, IconMailForward } from '@tabler/icons-react';
import { StatusCard } from './status-card.tsx';

/**
 * A brand waiting for the team: what happens next, and whether the owner's e-mail is proven (the
 * team approves only then), with a new link on request.
 */
export function PendingCard({ api, session }: { api: ApiClient; session: BrandSession }) {
  const { brand, member } = session;
  const resend = useMutation({
    mutationFn: () => resendBrandEmailProof(api),
    onSuccess: () => toast.success(`Enviamos um novo link para ${member.email}.`),
  });
  return (
    <StatusCard icon={<IconHourglass aria-hidden />} color="yellow" title="Cadastro em análise">
      <Text>
        Recebemos o cadastro da <strong>{brand.name}</strong>. A equipe da Mais Alcance confere os dados da empresa em poucos dias úteis e avisa você
        por e-mail assim que a conta for aprovada.
      </Text>
      <Text size="sm" c="dimmed">
        CNPJ {formatCnpj(brand.cnpj)}
      </Text>
      {member.emailConfirmed ? (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="soft" color="teal" size="sm" radius="xl">
            <IconCircleCheck size={14} aria-hidden />
          </ThemeIcon>
          <Text size="sm">
            E-mail confirmado: <strong style={{ overflowWrap: 'anywhere' }}>{member.email}</strong>
          </Text>
        </Group>
      ) : (
        <Alert color="yellow" variant="light" title={<AlertTitle>Confirme seu e-mail</AlertTitle>}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Enviamos um link para <strong style={{ overflowWrap: 'anywhere' }}>{member.email}</strong>. A análise começa depois que você abrir esse
              link.
            </Text>
            <MutationButton variant="secondary" size="xs" leftSection={<IconMailForward size={16} aria-hidden />} mutation={resend}>
              Reenviar e-mail de confirmação
            </MutationButton>
          </Stack>
        </Alert>
      )}
    </StatusCard>
  );
}
