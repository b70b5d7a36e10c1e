import type { ApiClient } from '@ma/api-client';
import { brandLinkPayloadSchema, createBrandLink, listBrandLinks, revokeBrandLink, type BrandLink } from '@ma/api-client/brand';
import { failureMessage } from '@ma/app-kit/error-message';
import { submitWith, useZodForm } from '@ma/app-kit/form';
import { formatDate } from '@ma/domain';
import { MutationButton } from '@ma/app-kit/mutation-button';
import { Button } from '@ma/ui/button';
import { CopyField } from '@ma/ui/copy-field';
import { FormError } from '@ma/ui/form';
import { PlainList } from '@ma/ui/plain-list';
import { AlertTitle } from '@ma/ui/states';
import { toast } from '@ma/ui/toasts';
import { Alert, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROPOSALS_KEY } from './proposals-page.tsx';

const linksKey = (id: string) => [...PROPOSALS_KEY, 'links', id] as const;

const LINK_STATE: Record<BrandLink['state'], string> = { active: 'Ativo', expired: 'Expirado', revoked: 'Revogado' };

/**
 * 'Links para a equipe': secret links to the applicants for people without an account (the
 * list a link opens is the secret link's, docs/product/brand-applicants.md). A new link's address
 * is shown once, to copy; the list shows when each was opened, and revokes it for good.
 */
export function LinksPanel({ api, id }: { api: ApiClient; id: string }) {
  const queryClient = useQueryClient();
  const links = useQuery({ queryKey: linksKey(id), queryFn: () => listBrandLinks(api, id) });
  const [shown, setShown] = useState<string>();
  const form = useZodForm(brandLinkPayloadSchema, { label: '', days: 30 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: linksKey(id) });
  const revoke = useMutation({
    mutationFn: (link: BrandLink) => revokeBrandLink(api, id, link.id),
    onSuccess: () => toast.success('Link revogado.'),
    onError: (error) => toast.error(failureMessage(error)),
    onSettled: refresh,
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Links para a equipe
        </Title>
        <Text size="sm" c="dimmed">
          Quem tiver o link vê as candidaturas e pode aceitar ou recusar, sem conta. Revogue o link quando não for mais usado.
        </Text>
        <form
          noValidate
          onSubmit={submitWith(form, async (values) => {
            const created = await createBrandLink(api, id, values);
            form.reset();
            setShown(created.url);
            await refresh();
          })}
        >
          <Stack gap="xs">
            <Group align="flex-end" gap="sm">
              <TextInput label="Para quem" placeholder="Ex.: Agência" maw={260} {...form.getInputProps('label')} />
              <NumberInput label="Dias de validade" min={1} max={90} w={140} {...form.getInputProps('days')} />
              <Button type="submit" variant="secondary" loading={form.submitting}>
                Criar link
              </Button>
            </Group>
            <FormError errors={form.errors} />
          </Stack>
        </form>
        {shown && (
          <Alert color="teal" variant="light" title={<AlertTitle>Copie o link agora: ele não aparece de novo.</AlertTitle>}>
            <CopyField value={shown} copyLabel="Copiar link" />
          </Alert>
        )}
        {links.isSuccess && links.data.items.length > 0 && (
          <PlainList gap="xs" aria-label="Links">
            {links.data.items.map((link) => (
              <Group component="li" key={link.id} justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {link.label ?? 'Sem nome'} · {LINK_STATE[link.state]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {link.state === 'revoked' ? 'Revogado' : `Vale até ${formatDate(link.expiresAt)}`} ·{' '}
                    {link.lastOpenedAt ? `aberto em ${formatDate(link.lastOpenedAt)}` : 'nunca aberto'}
                  </Text>
                </Stack>
                {link.state === 'active' && (
                  <MutationButton
                    size="xs"
                    variant="secondary"
                    color="red.9"
                    mutation={revoke}
                    item={link}
                    aria-label={`Revogar o link ${link.label ?? 'sem nome'}`}
                  >
                    Revogar
                  </MutationButton>
                )}
              </Group>
            ))}
          </PlainList>
        )}
      </Stack>
    </Paper>
  );
}
