import { Button } from '@ma/ui/button';
import { Alert, Avatar, Button as MantineButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { failureMessage } from './error-message.ts';

// The brand's logo on a proposal, as the back office's form and the brands' one show it (the
// `logo` of ProposalFields): a file the API checks, fits and stores, its preview, 'Remover'. Each
// app gives its upload call (the back office stores a file the next save points to; the brand's
// API writes it in the saved draft at once) and what 'Remover' does.

/** The largest file sent: the API's limit, said before a useless upload. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** What the field takes, said under it and when a file is too large. */
export const LOGO_RULE = 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.';

/**
 * The logo `value` of `brandName`'s proposal: its preview (whole, on white, as the creators' cards
 * show it; else the brand's initial), 'Enviar logo' or 'Trocar logo', and 'Remover' (`onRemove`).
 * `upload` sends a file and puts its address in the form; while it goes the button spins, and a
 * refusal is shown in the API's words. `hint` is said under the buttons; `notYet`, if given, says
 * why nothing can be sent yet (the button disabled). Read only: the preview alone.
 */
export function ProposalLogoField({
  brandName,
  value,
  upload,
  onRemove,
  hint = 'PNG, JPEG ou WebP, até 2 MB.',
  notYet,
  readOnly = false,
}: {
  brandName: string;
  value: string | null;
  upload: (file: File) => Promise<unknown>;
  onRemove: () => void;
  hint?: ReactNode;
  notYet?: string | undefined;
  readOnly?: boolean;
}) {
  const labelId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const send = async (file: File | null) => {
    if (!file || notYet !== undefined) return;
    setProblem(undefined);
    if (file.size > MAX_LOGO_BYTES) return setProblem(LOGO_RULE);
    setUploading(true);
    try {
      await upload(file);
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const name = brandName.trim();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        Logo da marca
      </Text>
      <Group gap="sm" wrap="nowrap" role="group" aria-labelledby={labelId}>
        <Avatar
          src={value}
          alt={value ? `Logo de ${name || 'a marca'}` : undefined}
          size={56}
          radius="md"
          color="brand"
          variant="light"
          // As the creators' cards show it (apps/web's BrandLogo): whole, on white.
          styles={{ image: { objectFit: 'contain', background: 'white' } }}
          style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
        >
          {(name[0] ?? '?').toUpperCase()}
        </Avatar>
        {!readOnly && (
          // The buttons beside the preview: on a phone 'Remover' goes under 'Trocar logo'.
          <Group gap="xs">
            <FileButton onChange={(file) => void send(file)} accept="image/png,image/jpeg,image/webp" disabled={notYet !== undefined || uploading}>
              {(props) => (
                <Button
                  {...props}
                  variant="secondary"
                  size="xs"
                  loading={uploading}
                  disabled={notYet !== undefined}
                  leftSection={<IconPhotoUp size={14} aria-hidden />}
                >
                  {value ? 'Trocar logo' : 'Enviar logo'}
                </Button>
              )}
            </FileButton>
            {value && (
              <MantineButton variant="subtle" color="gray" size="xs" onClick={onRemove} disabled={uploading}>
                Remover
              </MantineButton>
            )}
          </Group>
        )}
      </Group>
      {!readOnly && (
        <Text size="xs" c="dimmed">
          {notYet ?? hint}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
