import '@mantine/core/styles/ThemeIcon.css';
import { TOKEN_INVALID_MESSAGE } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** A reset link that is malformed, used or expired (docs/product/errors-and-messages.md, token errors). */
export function InvalidResetLink() {
  return (
    <Stack gap="lg" role="alert">
      <ThemeIcon size={52} radius="xl" variant="light" color="red">
        <IconLinkOff size={28} aria-hidden />
      </ThemeIcon>
      <Stack gap={6}>
        <Title order={1} fz={28}>
          {TOKEN_INVALID_MESSAGE}
        </Title>
        <Text c="dimmed">Cada link vale por 1 hora e só pode ser usado uma vez. Peça um novo para criar sua senha.</Text>
      </Stack>
      <Button component={Link} to="/forgot-password" variant="primary" size="md" fullWidth>
        Pedir um novo link
      </Button>
      <Button component={Link} to="/login" variant="secondary" size="md" fullWidth>
        Voltar para o login
      </Button>
    </Stack>
  );
}
