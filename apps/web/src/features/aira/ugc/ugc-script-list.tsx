import { ugcScriptsQueryOptions } from '@ma/api-client/query/aira';
import { airaMessages, formatDate, ugcFormatLabels, ugcToneLabels } from '@ma/domain';
import { PlainList } from '@ma/ui/plain-list';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconMovie } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { EmptyState } from '@ma/ui/states';
import { CardListSkeleton } from '../../../components/card-list-skeleton.tsx';

/** The creator's UGC scripts, newest first, each opening its page. */
export function UgcScriptList() {
  const scripts = useQuery(ugcScriptsQueryOptions(useApi()));
  if (scripts.isPending) return <CardListSkeleton label="Carregando seus roteiros" count={2} lines={['50%', '70%']} />;
  if (scripts.isError) {
    return <LoadError title="Não foi possível carregar seus roteiros" {...retryOf(scripts)} />;
  }
  if (scripts.data.items.length === 0) return <EmptyState icon={<IconMovie size={26} stroke={1.6} />} text={airaMessages.noScripts} />;
  return (
    <PlainList gap="sm" aria-label="Seus roteiros">
      {scripts.data.items.map((script) => (
        <Paper component="li" key={script.id} withBorder radius="lg" p="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <AnchorLink to="/aira/ugc-script/$id" params={{ id: script.id }} fw={700} c="inherit" style={{ overflowWrap: 'anywhere' }}>
                {script.title}
              </AnchorLink>
              <Text size="sm" c="dimmed">
                {[ugcFormatLabels[script.format], ugcToneLabels[script.tone], `${script.duration} s`, formatDate(script.createdAt)].join(' · ')}
              </Text>
            </Stack>
            <IconChevronRight size={18} aria-hidden color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
          </Group>
        </Paper>
      ))}
    </PlainList>
  );
}
