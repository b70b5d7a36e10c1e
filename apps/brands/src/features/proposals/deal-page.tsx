import type { ApiClient } from '@ma/api-client';
import { listBrandApplicants } from '@ma/api-client/brand';
import { LoadError } from '@ma/app-kit/load-error';
import { PageHeader } from '@ma/ui/page';
import { PlainList } from '@ma/ui/plain-list';
import { RowsSkeleton } from '@ma/ui/states';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApplicantCard, applicantsKey } from './applicants-panel.tsx';

export interface DealPageProps {
  api: ApiClient;
  /** The brand's proposal. */
  id: string;
  applicationId: string;
  backLink: ReactNode;
  /**
   * What goes right under the applicant's summary (the agreed deliverables' checklist), above the
   * conversation. @default undefined
   */
  belowSummary?: ReactNode;
  /** The conversation with her. @default undefined */
  conversation?: ReactNode;
  /** She has handed something in: the acceptance stands, the card offers no decision. @default false */
  underWay?: boolean;
}

/**
 * One deal, from the brand's side (docs/product/conversations.md): the applicant as the
 * 'Candidaturas' list shows her (with 'Aceitar' and 'Recusar'), then the conversation. The list's
 * query is the page's too, so a decision here shows there.
 */
export function DealPage({ api, id, applicationId, backLink, belowSummary, conversation, underWay = false }: DealPageProps) {
  const list = useQuery({ queryKey: applicantsKey(id), queryFn: () => listBrandApplicants(api, id) });
  if (list.isPending) return <RowsSkeleton rows={3} height={120} />;
  if (list.isError) return <LoadError title="Não foi possível carregar a candidatura" query={list} />;
  const applicant = list.data.applicants.find((item) => item.applicationId === applicationId);
  return (
    <Stack gap="md">
      {backLink}
      <PageHeader title={applicant ? applicant.creator.name : 'Candidatura'} description={list.data.proposal.name} />
      {applicant ? (
        <>
          {/* The card is a list's item, as in 'Candidaturas': here a list of one. */}
          <PlainList>
            <ApplicantCard api={api} id={id} applicant={applicant} decided={underWay} />
          </PlainList>
          {belowSummary}
          {conversation}
        </>
      ) : (
        <Alert color="gray">Esta candidatura não está mais entre as da proposta.</Alert>
      )}
    </Stack>
  );
}
