import { SURVEY_DESCRIPTION_MAX_LENGTH, SURVEY_DESCRIPTION_MIN_ROWS, SURVEY_MOODS, surveyCounter, type SurveyScore } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { CloseButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import { useZodForm } from '../../lib/form.ts';
import { MoodPicker } from './mood-picker.tsx';

// The score 1 to 5 and a description of at most 300 characters, as POST /v3/account/nps checks them.
const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.npsPayloadSchema);
const unanswered: { score: SurveyScore | null; description: string } = { score: null, description: '' };

export interface SurveyCardProps {
  onSubmit: (answer: { score: number; description: string }) => void;
  onDismiss: () => void;
  submitting: boolean;
  dismissing: boolean;
}

/**
 * The satisfaction survey (docs/product/accounts-and-levels.md): a score by mood face, then (only once a
 * score is chosen) an optional description of at most 300 characters with its n/300 counter.
 */
export function SurveyCard({ onSubmit, onDismiss, submitting, dismissing }: SurveyCardProps) {
  const titleId = useId();
  const counterId = useId();
  const form = useZodForm(loadSchema, unanswered);
  const { score, description } = form.values;
  const chosen = SURVEY_MOODS.find((mood) => mood.score === score);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <form noValidate onSubmit={form.onSubmit(onSubmit)}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2}>
              <Title id={titleId} order={2} fz={{ base: 17, sm: 19 }}>
                Como está sendo sua experiência na Mais Alcance?
              </Title>
              <Text size="sm" c="dimmed">
                Sua opinião nos ajuda a melhorar. Leva menos de um minuto.
              </Text>
            </Stack>
            <CloseButton aria-label="Fechar pesquisa" onClick={onDismiss} disabled={dismissing || submitting} size="lg" />
          </Group>
          <Stack gap={6}>
            <MoodPicker
              value={score}
              onChange={(next) => form.setFieldValue('score', next)}
              legend="Sua nota, de 1 (muito insatisfeito) a 5 (muito satisfeito)"
            />
            <Text size="sm" fw={600} mih={20} aria-hidden>
              {chosen?.label}
            </Text>
          </Stack>
          {score !== null && (
            <>
              <Stack gap={4}>
                <Textarea
                  label="Quer contar o porquê? (opcional)"
                  placeholder="O que você mais gosta ou o que podemos melhorar?"
                  rows={SURVEY_DESCRIPTION_MIN_ROWS}
                  resize="vertical"
                  maxLength={SURVEY_DESCRIPTION_MAX_LENGTH}
                  aria-describedby={counterId}
                  {...form.getInputProps('description')}
                />
                <Text
                  id={counterId}
                  size="xs"
                  c="dimmed"
                  ta="right"
                  aria-label={`${description.length} de ${SURVEY_DESCRIPTION_MAX_LENGTH} caracteres`}
                >
                  {surveyCounter(description)}
                </Text>
              </Stack>
              <Group justify="flex-end" gap="sm">
                <Button type="submit" variant="primary" loading={submitting} disabled={dismissing}>
                  Enviar avaliação
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
