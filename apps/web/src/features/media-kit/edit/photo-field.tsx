import '@mantine/core/styles/Avatar.css';
import { isApiError } from '@ma/api-client';
import { uploadKitPhotoMutationOptions } from '@ma/api-client/query/mutations';
import { initials } from '@ma/domain';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

interface PhotoFieldProps {
  name: string;
  value: string | null;
  error: ReactNode;
  onChange: (url: string | null) => void;
}

/**
 * The kit's photo: sent to the server as soon as it is chosen (checked, cleaned and resized
 * there), shown at once, and kept in the kit when the kit is saved.
 */
export function PhotoField({ name, value, error, onChange }: PhotoFieldProps) {
  const api = useApi();
  const [problem, setProblem] = useState<string>();
  const upload = useMutation({
    ...uploadKitPhotoMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: (photo) => onChange(photo.pictureUrl),
    onError: (failure) =>
      setProblem(failureMessage(failure, isApiError(failure) && failure.status === 0 ? 'Sem conexão. Tente enviar de novo.' : undefined)),
  });

  const choose = (file: File | null) => {
    setProblem(undefined);
    if (!file) return;
    // The server checks the content; this spares a 10 MB upload that would be refused anyway.
    if (file.size > MAX_BYTES) return setProblem('A foto deve ter no máximo 10 MB.');
    upload.mutate(file);
  };

  const message = problem ?? error;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar src={value} alt={value ? `Foto de ${name}` : undefined} size={96} radius={96} color="brand">
        {initials(name)}
      </Avatar>
      <Stack gap={6}>
        <Text fw={600} size="sm" id="photo-label">
          Foto de perfil
        </Text>
        <Group gap="xs">
          <FileButton onChange={choose} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                radius="xl"
                size="sm"
                leftSection={<IconCamera size={16} />}
                loading={upload.isPending}
                aria-describedby="photo-label"
              >
                {value ? 'Trocar foto' : 'Enviar foto'}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button variant="subtle" color="gray" radius="xl" size="sm" leftSection={<IconTrash size={16} />} onClick={() => onChange(null)}>
              Remover
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          JPEG, PNG, WebP ou HEIC, até 10 MB.
        </Text>
        {message && (
          <Text size="sm" c="red.8" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
