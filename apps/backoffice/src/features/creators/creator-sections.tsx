import type { AdminCreatorDetail } from '@ma/api-client/admin';
import { formatCents, formatCount, levelLabels } from '@ma/domain';
import { Badge, Group, List, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { APPLICATION_STATUSES, CONNECTION_STATES, MAIL_STATUSES, MOVEMENT_KINDS, formatWhen, missingKitText, stepLabel } from './creator-labels.ts';

/** A titled card of the creator's page; `none`, when given, is said (dimmed) in place of an empty list. */
export function Section({ title, children, aside, none }: { title: string; children: ReactNode; aside?: ReactNode; none?: string | false }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz={18}>
            {title}
          </Title>
          {aside}
        </Group>
        {none ? <None text={none} /> : children}
      </Stack>
    </Paper>
  );
}

const None = ({ text }: { text: string }) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

/** The level, and why: each step to Ouro done or not, and what the kit lacks for Prata. */
export function LevelSection({ creator }: { creator: AdminCreatorDetail }) {
  return (
    <Section title="Nível" aside={<Badge size="lg">{levelLabels[creator.level]}</Badge>}>
      <List spacing={6} size="sm" center>
        {creator.levelSteps.map(({ step, done }) => (
          <List.Item
            key={step}
            icon={
              <ThemeIcon size={20} radius="xl" color={done ? 'teal' : 'gray'} variant={done ? 'filled' : 'light'}>
                {done ? <IconCheck size={14} aria-label="feito" /> : <IconX size={14} aria-label="falta" />}
              </ThemeIcon>
            }
          >
            {stepLabel(step)}
          </List.Item>
        ))}
      </List>
      {creator.missingKitItems.length > 0 && <Text size="sm">Falta no mídia kit: {missingKitText(creator.missingKitItems)}.</Text>}
    </Section>
  );
}

export function ConnectionsSection({ creator }: { creator: AdminCreatorDetail }) {
  return (
    <Section title="Conexões">
      <Stack gap="xs">
        {creator.connections.map((connection) => (
          <Paper key={connection.network} withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                {connection.network === 'tiktok' ? 'TikTok' : 'Instagram'}
                {connection.username && ` · @${connection.username}`}
              </Text>
              <Badge color={connection.state === 'active' ? 'teal' : connection.state === 'reconnect' ? 'orange' : 'gray'} variant="light">
                {CONNECTION_STATES[connection.state]}
              </Badge>
            </Group>
            {connection.state !== 'not_connected' && (
              <Text size="xs" c="dimmed" mt={4}>
                {formatCount(connection.followers ?? 0)} seguidores · números de {formatWhen(connection.statsUpdatedAt)} · próxima atualização{' '}
                {formatWhen(connection.nextRefreshAt)}
                {connection.refreshFailures > 0 && ` · ${connection.refreshFailures} falha(s) seguida(s)`}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}

export function MovementsTable({ creator }: { creator: AdminCreatorDetail }) {
  if (creator.movements.length === 0) return <None text="Nenhuma movimentação." />;
  return (
    <DataTable minWidth={420} verticalSpacing={6} fz="sm" columns={['Quando', 'Tipo', 'Motivo', { label: 'Qtd.', ta: 'right' }]}>
      {creator.movements.map((movement) => (
        <Table.Tr key={movement.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(movement.createdAt)}</Table.Td>
          <Table.Td>{MOVEMENT_KINDS[movement.kind] ?? movement.kind}</Table.Td>
          <Table.Td>{movement.reason}</Table.Td>
          <Table.Td ta="right" c={movement.amount < 0 ? 'red' : 'teal'} fw={600}>
            {movement.amount > 0 ? `+${movement.amount}` : movement.amount}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

export function ApplicationsSection({ creator }: { creator: AdminCreatorDetail }) {
  return (
    <Section title="Candidaturas" none={creator.applications.length === 0 && 'Nenhuma candidatura.'}>
      <DataTable minWidth={420} verticalSpacing={6} fz="sm" columns={['Proposta', 'Valor', 'Situação', 'Enviada']}>
        {creator.applications.map((application) => (
          <Table.Tr key={application.id}>
            <Table.Td>
              {application.proposalName}
              <Text size="xs" c="dimmed">
                {application.brandName}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCents(application.valueCents)}</Table.Td>
            <Table.Td>{APPLICATION_STATUSES[application.status] ?? application.status}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatWhen(application.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Section>
  );
}

export function NotificationsSection({ creator }: { creator: AdminCreatorDetail }) {
  return (
    <Section title="Avisos enviados" none={creator.notifications.length === 0 && 'Nenhum aviso enviado.'}>
      <Stack gap="xs">
        {creator.notifications.map((notification) => (
          <Paper key={notification.id} withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600}>
                {notification.title}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatWhen(notification.createdAt)}
              </Text>
            </Group>
            <Text size="sm">{notification.text}</Text>
            <Text size="xs" c="dimmed">
              {notification.readAt ? `Lido em ${formatWhen(notification.readAt)}` : 'Não lido'}
              {notification.mailStatus && ` · ${MAIL_STATUSES[notification.mailStatus]}`}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}
