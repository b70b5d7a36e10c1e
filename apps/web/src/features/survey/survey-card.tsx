import { SURVEY_DESCRIPTION_MAX_LENGTH, SURVEY_DESCRIPTION_MIN_ROWS, SURVEY_MOODS, surveyCounter, type SurveyScore } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { CloseButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { MoodPicker } from './mood-picker.tsx';

export interface SurveyCardProps {
  onSubmit: (answer: { score: SurveyScore; description: string }) => void;
  onDismiss: () => void;
  submitting: boolean;
  dismissing: boolean;
}

/**
 * The satisfaction survey (SPEC.md sections 2, 4, 5): a score by mood face, then (only once a
 * score is chosen) an optional description of at most 300 characters with its n/300 counter.
 */
export function SurveyCard({ onSubmit, onDismiss, submitting, dismissing }: SurveyCardProps) {
  const titleId = useId();
  const counterId = useId();
  const [score, setScore] = useState<SurveyScore | null>(null);
  const [description, setDescription] = useState('');
  const chosen = SURVEY_MOODS.find((mood) => mood.score === score);

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (score) onSubmit({ score, description });
        }}
      >
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
            <MoodPicker value={score} onChange={setScore} legend="Sua nota, de 1 (muito insatisfeito) a 5 (muito satisfeito)" />
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
                  value={description}
                  aria-describedby={counterId}
                  onChange={(event) => setDescription(event.currentTarget.value)}
                />
                <Text id={counterId} size="xs" c="dimmed" ta="right" aria-label={`${description.length} de ${SURVEY_DESCRIPTION_MAX_LENGTH} caracteres`}>
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
