import type { Applicant, ApplicationDecision } from '@ma/api-client/schemas';
import { airaMessages, errorMessage } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { failureMessage } from '../../lib/error-message.ts';
import { useDecideApplication } from './use-decide-application.ts';

const choices: { decision: ApplicationDecision; label: string; color: string; icon: typeof IconCheck }[] = [
  // Dark shades: white on them, and them on the page's light grey, pass AA contrast.
  { decision: 'accepted', label: airaMessages.accept, color: 'teal.9', icon: IconCheck },
  { decision: 'rejected', label: airaMessages.reject, color: 'red.9', icon: IconX },
];

/**
 * Aceitar / Recusar as a pair of toggle buttons: the one matching the current decision is
 * pressed (filled); the other changes it while the link is valid. No confirm step: a decision
 * can be changed, and each change is shown at once.
 */
export function DecisionButtons({ token, applicant }: { token: string; applicant: Applicant }) {
  const decide = useDecideApplication(token);
  const busy = decide.isPending ? decide.variables.decision : undefined;
  // She has begun handing in: the acceptance stands, so there is nothing left to decide.
  if (applicant.dealUnderWay)
    return (
      <Text size="sm" c="dimmed" style={{ flex: 1 }} maw={420}>
        {errorMessage('DEAL_UNDER_WAY')}
      </Text>
    );
  return (
    <Stack gap={6} style={{ flex: 1 }} maw={420}>
      <Group gap="xs" grow wrap="nowrap" role="group" aria-label={`Resposta para ${applicant.creator.name}`}>
        {choices.map(({ decision, label, color, icon: Icon }) => {
          const pressed = applicant.status === decision;
          return (
            <Button
              key={decision}
              color={color}
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              loading={busy === decision}
              disabled={decide.isPending && busy !== decision}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => {
                if (!pressed) decide.mutate({ applicationId: applicant.applicationId, decision });
              }}
            >
              {label}
            </Button>
          );
        })}
      </Group>
      {decide.isError && (
        <Text size="sm" c="red.8" role="alert">
          {failureMessage(decide.error, airaMessages.decisionFailed)}
        </Text>
      )}
    </Stack>
  );
}
