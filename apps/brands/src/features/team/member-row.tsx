import type { BrandMember } from '@ma/api-client/brand';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { StatusBadge } from '@ma/ui/status-badge';
import { ROLE_LABELS } from './member-labels.ts';

/**
 * A person of the team: name and e-mail, the role, 'Convite pendente' until they accept, and
 * 'Remover' where the signed-in member may remove them (the owner, on anyone else). A card rather
 * than a table's row, so that it reads on a phone as on a desktop.
 */
export function MemberRow({ member, isSelf, onRemove }: { member: BrandMember; isSelf: boolean; onRemove: (() => void) | undefined }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={member.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0}>
          <Stack gap={0}>
            <Text fw={600}>
              {member.name}
              {isSelf && (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  (você)
                </Text>
              )}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap="xs">
            <StatusBadge variant="soft" color={member.role === 'owner' ? 'violet' : 'gray'}>
              {ROLE_LABELS[member.role]}
            </StatusBadge>
            {!member.joined && (
              <StatusBadge variant="soft" color="yellow">
                Convite pendente
              </StatusBadge>
            )}
          </Group>
        </Stack>
        {onRemove && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            style={{ flexShrink: 0 }}
            leftSection={<IconUserMinus size={14} aria-hidden />}
            onClick={onRemove}
            aria-label={`Remover ${member.name}`}
          >
            Remover
          </Button>
        )}
      </Group>
    </Paper>
  );
}
