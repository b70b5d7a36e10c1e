import { isApiError } from '@ma/api-client';
import { affiliateKeys } from '@ma/api-client/query';
import { createAffiliateLinkMutationOptions } from '@ma/api-client/query/affiliate-mutations';
import type { AffiliateBrand } from '@ma/api-client/schemas';
import { affiliateMessages, formatRate, isAllowedDestination } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { TextInput } from '@ma/ui/text-input';
import { toast } from '@ma/ui/toasts';
import { Flex, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { setServerErrors, showServerError } from '../../../lib/server-errors.ts';
import { purchaseWindow } from './brand-card.tsx';
import { FormError } from '../../../components/form-error.tsx';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.affiliateLinkInputSchema);

export interface CreateLinkModalProps {
  /** The brand to link to; null while the dialog is closed. */
  brand: AffiliateBrand | null;
  onClose: () => void;
}

/** 'Criar link': a tracked link to a brand's home page, or to a page of its site. */
export function CreateLinkModal({ brand, onClose }: CreateLinkModalProps) {
  return (
    <Modal opened={brand !== null} onClose={onClose} title={brand ? `Criar link de ${brand.name}` : undefined} centered radius="lg">
      {brand && <CreateLinkForm key={brand.id} brand={brand} onClose={onClose} />}
    </Modal>
  );
}

function CreateLinkForm({ brand, onClose }: { brand: AffiliateBrand; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, { brandId: brand.id, destinationUrl: '' });
  const notAllowed = affiliateMessages.destinationNotAllowed(brand.name, brand.domain);

  const create = useMutation({
    ...createAffiliateLinkMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: async () => {
      toast.success(affiliateMessages.linkCreated);
      onClose();
      await queryClient.invalidateQueries({ queryKey: affiliateKeys.all });
    },
    onError: async (error) => {
      // The domain's text names the brand, should the server send none (showServerError's fieldOf could not).
      if (isApiError(error) && error.code === 'AFFILIATE_DESTINATION_NOT_ALLOWED') {
        return setServerErrors(form, { destinationUrl: failureMessage(error, notAllowed) });
      }
      if (showServerError(error, form)) return;
      if (isApiError(error) && error.code === 'AFFILIATE_BRAND_NOT_FOUND') {
        // The brand left the program: the grid is read again without it.
        onClose();
        await queryClient.invalidateQueries({ queryKey: affiliateKeys.brands() });
      }
    },
  });

  const submit = form.onSubmit((payload) => {
    if (create.isPending) return;
    // The API's own rule (domain's isAllowedDestination), said before the request.
    if (payload.destinationUrl !== undefined && !isAllowedDestination(payload.destinationUrl, brand.domain)) {
      return setServerErrors(form, { destinationUrl: notAllowed });
    }
    create.mutate(payload);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {formatRate(brand.commissionRateBp)} de comissão por {purchaseWindow(brand.cookieDays)}
        </Text>
        <TextInput
          label="Página do produto"
          description="Opcional. Sem ela, o link leva à página inicial da marca."
          placeholder={`https://${brand.domain}/...`}
          type="url"
          inputMode="url"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('destinationUrl')}
        />
        <FormError error={form.errors.form} />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={create.isPending}>
            Criar link
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
