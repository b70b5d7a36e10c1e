import { publicProposalQueryOptions } from '@ma/api-client/query';
import { Box, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { pendingProposal } from '../pending-proposal.ts';

// /publis searches at most 100 characters (features/proposals/search).
const SEARCH_MAX = 100;

/**
 * The public proposal a guest opened before signing in (pending-proposal.ts), offered above
 * whatever page the sign-in led to (SPEC's destinations stay): 'Continuar para a proposta
 * {nome}' opens its card in /publis. Taking it up or closing the notice forgets it; so does a
 * proposal that can no longer be read.
 */
export function PendingProposalNotice() {
  const api = useApi();
  const [id, setId] = useState(() => pendingProposal.peek());
  const proposal = useQuery({ ...publicProposalQueryOptions(api, id ?? ''), enabled: id !== null });
  const forget = () => {
    pendingProposal.forget();
    setId(null);
  };
  useEffect(() => {
    if (!proposal.isError) return;
    pendingProposal.forget();
    setId(null);
  }, [proposal.isError]);

  if (id === null || !proposal.data) return null;
  const { name, brandName } = proposal.data;
  return (
    <Box px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} maw={880} w="100%" mx="auto">
      <Paper component="section" aria-label="A proposta que você abriu" withBorder radius="lg" p="md" bg="var(--mantine-color-brand-0)">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <IconBriefcase size={22} aria-hidden color="var(--mantine-color-brand-6)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap="sm" style={{ flex: 1 }} miw={0}>
            <Text size="sm">
              Você abriu a proposta de <strong>{brandName}</strong> antes de entrar. Ela continua esperando por você.
            </Text>
            <ButtonLink
              to="/publis"
              search={{ q: name.slice(0, SEARCH_MAX), open: id }}
              // The opened card scrolls itself into view: the router must not reset the scroll after it.
              resetScroll={false}
              onClick={forget}
              variant="primary"
              style={{ alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', minHeight: 36 }}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', paddingBlock: 6 } }}
            >
              Continuar para a proposta {name}
            </ButtonLink>
          </Stack>
          <CloseButton aria-label="Agora não" onClick={forget} />
        </Group>
      </Paper>
    </Box>
  );
}
