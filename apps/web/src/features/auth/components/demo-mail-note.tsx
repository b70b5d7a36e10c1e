import '@mantine/core/styles/Alert.css';
import { publicConfigQueryOptions } from '@ma/api-client/query';
import { Alert, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';

/**
 * Demo mode is visible, never silent (docs/architecture.md): when this server sends no e-mail
 * (no SMTP configured), say where the recovery message goes instead.
 */
export function DemoMailNote() {
  const api = useApi();
  const { data: config } = useQuery(publicConfigQueryOptions(api));
  if (config?.mailDelivery !== 'outbox') return null;
  // Mantine's orange title on the light orange background is below WCAG AA contrast: body colour.
  const title = (
    <Text span fw={700} size="sm" c="var(--mantine-color-text)">
      Modo demonstração
    </Text>
  );
  return (
    <Alert variant="light" color="orange" radius="md" icon={<IconFlask size={20} aria-hidden />} title={title}>
      Este servidor não envia e-mails: a mensagem com o link aparece no log da API.
    </Alert>
  );
}
