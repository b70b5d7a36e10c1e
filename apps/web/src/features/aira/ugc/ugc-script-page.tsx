import type { UgcScript } from '@ma/api-client/schemas';
import { formatDate, ugcFormatLabels, ugcToneLabels } from '@ma/domain';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ProviderLabel } from '../provider-label.tsx';
import { SceneTimeline } from './scene-timeline.tsx';
import { ScriptActions } from './script-actions.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { SectionCard } from '../../../components/section-card.tsx';

export function BackToScripts() {
  return (
    <AnchorLink to="/aira/create-ugc-script" size="sm" fw={600} w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        Seus roteiros
      </Group>
    </AnchorLink>
  );
}

/** /aira/ugc-script/{id} ('Roteiro UGC'): the brief, the scenes as a timeline, the shot list and the caption. */
export function UgcScriptPage({ script }: { script: UgcScript }) {
  return (
    <PageColumn maw={880}>
      <BackToScripts />
      <Stack gap="xs">
        <Text size="sm" fw={700} c="brand.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          Roteiro UGC
        </Text>
        <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {script.title}
        </Title>
        <Group gap={6}>
          <Badge variant="soft" radius="xl" tt="none">
            {ugcFormatLabels[script.format]}
          </Badge>
          <Badge variant="soft" color="grape" radius="xl" tt="none">
            {ugcToneLabels[script.tone]}
          </Badge>
          <Badge variant="soft" color="gray" radius="xl" tt="none">
            {script.duration} s
          </Badge>
        </Group>
        <Group gap="md">
          <Text size="xs" c="dimmed">
            Criado em {formatDate(script.createdAt)}
          </Text>
          <ProviderLabel provider={script.provider} />
        </Group>
        <ScriptActions script={script} />
      </Stack>
      <SectionCard title="Briefing">
        <Stack gap={6}>
          <BriefingLine label="Produto:">{script.product}</BriefingLine>
          <BriefingLine label="Público:">{script.audience}</BriefingLine>
        </Stack>
      </SectionCard>
      <SectionCard title="Cenas">
        <SceneTimeline scenes={script.scenes} />
      </SectionCard>
      {script.shotList.length > 0 && (
        <SectionCard title="Lista de planos">
          <List type="ordered" spacing="xs" size="sm">
            {script.shotList.map((shot, index) => (
              <List.Item key={index}>
                <Text span fw={600} size="sm">
                  {shot.shot}
                </Text>
                {shot.detail.trim() && <Text span size="sm">{`: ${shot.detail}`}</Text>}
              </List.Item>
            ))}
          </List>
        </SectionCard>
      )}
      {script.caption.trim() && (
        <SectionCard title="Legenda">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {script.caption}
          </Text>
        </SectionCard>
      )}
    </PageColumn>
  );
}

/** A line of the briefing: its label in bold, then what the creator wrote. */
function BriefingLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}{' '}
      </Text>
      {children}
    </Text>
  );
}
