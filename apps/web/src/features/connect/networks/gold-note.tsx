import { levelLabel, type Level } from '@ma/domain';
import { LevelMedal } from '@ma/ui/level-medal';
import { Flex, Paper, Stack, Text } from '@mantine/core';

/** Why both networks matter: gold needs Instagram and TikTok (docs/product/accounts-and-levels.md). */
export function GoldNote({ level }: { level: Level }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Flex direction={{ base: 'column', xs: 'row' }} gap={{ base: 'xs', xs: 'md' }} align={{ base: 'flex-start', xs: 'center' }}>
        <LevelMedal level="gold" />
        <Stack gap={2}>
          <Text fw={600}>
            {level === 'gold' ? 'Você está no nível Ouro.' : 'O nível Ouro precisa das duas redes: Instagram e TikTok conectados.'}
          </Text>
          <Text size="sm" c="dimmed">
            {level === 'gold'
              ? 'Mantenha o Instagram e o TikTok conectados para continuar se candidatando a todas as publis.'
              : `Seu nível agora é ${levelLabel(level)}. Com as duas redes conectadas, todas as publis ficam liberadas para você.`}
          </Text>
        </Stack>
      </Flex>
    </Paper>
  );
}
