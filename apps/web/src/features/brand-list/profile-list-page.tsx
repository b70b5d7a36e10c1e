import type { ProfileList } from '@ma/api-client/schemas';
import { airaMessages } from '@ma/domain';
import { Logo } from '@ma/ui/logo';
import { Box, Center, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ApplicantCard } from './applicant-card.tsx';
import { ProposalSummary } from './proposal-summary.tsx';

/**
 * /aira/profile-list/{token}: what a brand sees of its proposal's applicants, without signing in
 * (docs/product/brand-applicants.md). The address is a secret: the page asks not to be indexed
 * and sends no referrer (the server says the same in its headers).
 */
export function ProfileListPage({ token, list }: { token: string; list: ProfileList }) {
  useEffect(() => {
    const before = document.title;
    document.title = `${airaMessages.profileListTitle}: ${list.proposal.name}`;
    return () => {
      document.title = before;
    };
  }, [list.proposal.name]);
  return (
    <Box component="main" mih="100dvh" bg="gray.0" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {/* React places these in <head> while the page is open. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <Stack gap="lg" maw={880} mx="auto">
        <Stack gap={4}>
          <Logo height={26} />
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" mt="sm">
            {airaMessages.profileListTitle}
          </Text>
        </Stack>
        <ProposalSummary list={list} />
        <section aria-labelledby="applicants-title">
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz={{ base: 18, sm: 22 }} id="applicants-title">
                Candidaturas
              </Title>
              {list.applicants.length > 0 && (
                <Text size="sm" c="dimmed">
                  {airaMessages.applicantsCount(list.applicants.length)}
                </Text>
              )}
            </Stack>
            {list.applicants.length === 0 ? (
              <Center p="xl" style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-lg)' }}>
                <Stack align="center" gap="xs" ta="center">
                  <IconUsers size={36} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
                  <Text c="dimmed">{airaMessages.noApplicants}</Text>
                </Stack>
              </Center>
            ) : (
              <Stack component="ol" gap="md" p={0} m={0} aria-label="Candidaturas, da mais compatível para a menos">
                {list.applicants.map((applicant, index) => (
                  <ApplicantCard key={applicant.applicationId} token={token} applicant={applicant} rank={index + 1} />
                ))}
              </Stack>
            )}
          </Stack>
        </section>
      </Stack>
    </Box>
  );
}
