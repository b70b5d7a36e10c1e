import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';

/** Back to where the creator came from; home when the page was opened directly. */
export function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/' }))}
      style={{ alignSelf: 'flex-start' }}
    >
      Voltar
    </Button>
  );
}
