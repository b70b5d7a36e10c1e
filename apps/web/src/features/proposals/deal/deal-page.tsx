import { applicationQueryOptions } from '@ma/api-client/query';
import { Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { AnchorLink } from '../../../components/router-links.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { ApplicationDetails } from '../applications/application-details.tsx';

export interface DealPageProps {
  applicationId: string;
  /**
   * What goes right under the application's summary (the agreed deliverables' checklist), above
   * the conversation. @default undefined
   */
  belowSummary?: ReactNode;
  /** The conversation with the brand. @default undefined */
  conversation?: ReactNode;
}

/**
 * One deal, from the creator's side (docs/product/conversations.md): the proposal and her
 * application as she sent it, then the conversation with the brand's team. Reached from
 * 'Minhas candidaturas' on /publis and from the bell.
 */
export function DealPage({ applicationId, belowSummary, conversation }: DealPageProps) {
  const api = useApi();
  const query = useQuery(applicationQueryOptions(api, applicationId));
  return (
    <PageColumn maw={760}>
      <AnchorLink to="/publis" search={{ tab: 'candidaturas' }} size="sm">
        ← Minhas candidaturas
      </AnchorLink>
      <PageHeading title="Sua candidatura" description="A proposta, o que você ofereceu, as entregas e a conversa com a marca." />
      {query.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Carregando candidatura">
          <Skeleton height={68} radius="md" />
          <Skeleton height={24} width="60%" radius="sm" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : query.isError ? (
        <LoadError title="Não foi possível carregar sua candidatura." {...retryOf(query)} />
      ) : (
        <>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <ApplicationDetails application={query.data} />
          </Paper>
          {belowSummary}
          {conversation}
        </>
      )}
    </PageColumn>
  );
}
