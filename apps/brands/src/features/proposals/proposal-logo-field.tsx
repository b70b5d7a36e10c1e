import type { ApiClient } from '@ma/api-client';
import { uploadBrandProposalLogo, type BrandProposal } from '@ma/api-client/brand';
import { failureMessage } from '@ma/app-kit/error-message';
import { Button } from '@ma/ui/button';
import { Alert, Avatar, Button as MantineButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';

// The brand's logo on its proposal, as the back office's proposal form has it (a file, its
// preview, 'Remover'): the API checks, fits and stores the file (POST /v3/brand/proposals/logo)
// and writes its address in the proposal at once, so it needs a saved draft.

/** The largest file sent: the API's limit, said before a useless upload. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;
export const LOGO_RULE = 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.';

/**
 * The logo of proposal `proposalId` (none yet: a new proposal, which is saved first): its preview,
 * 'Enviar logo' or 'Trocar logo', and 'Remover' (kept by the next save). `onUploaded` gets the
 * proposal with its new logo. Read only: the preview alone.
 */
export function ProposalLogoField({
  api,
  proposalId,
  brandName,
  value,
  readOnly,
  onUploaded,
  onRemove,
}: {
  api: ApiClient;
  proposalId: string | undefined;
  brandName: string;
  value: string | null;
  readOnly: boolean;
  onUploaded: (proposal: BrandProposal) => void;
  onRemove: () => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const upload = async (file: File | null) => {
    if (!file || !proposalId) return;
    setProblem(undefined);
    if (file.size > MAX_LOGO_BYTES) return setProblem(LOGO_RULE);
    setUploading(true);
    try {
      onUploaded(await uploadBrandProposalLogo(api, proposalId, file));
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const saved = proposalId !== undefined;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="proposal-logo-label">
        Logo da marca
      </Text>
      <Group gap="sm" role="group" aria-labelledby="proposal-logo-label">
        <Avatar
          src={value}
          alt={value ? `Logo de ${brandName.trim() || 'a marca'}` : undefined}
          size={56}
          radius="md"
          color="brand"
          variant="light"
          // As the creators' cards show it (apps/web's BrandLogo): whole, on white.
          styles={{ image: { objectFit: 'contain', background: 'white' } }}
          style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-2)' }}
        >
          {(brandName.trim()[0] ?? '?').toUpperCase()}
        </Avatar>
        {!readOnly && (
          <>
            <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp" disabled={!saved || uploading}>
              {(props) => (
                <Button
                  {...props}
                  variant="secondary"
                  size="xs"
                  loading={uploading}
                  disabled={!saved}
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
          </>
        )}
      </Group>
      {!readOnly && (
        <Text size="xs" c="dimmed">
          {saved ? 'PNG, JPEG ou WebP, até 2 MB. O logo enviado já fica salvo na proposta.' : 'Salve o rascunho para enviar o logo.'}
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
