import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { isApiError } from '@ma/api-client';
import { accountKeys, categoriesQueryOptions, mediaKitKeys, mediaKitQueryOptions } from '@ma/api-client/query';
import { saveMediaKitMutationOptions } from '@ma/api-client/query/mutations';
import type { MediaKit } from '@ma/api-client/schemas';
import { BIO_MAX_LENGTH, MAX_NICHES } from '@ma/domain';
import { TextInput } from '@ma/ui/text-input';
import { Alert, Button, Grid, Group, MultiSelect, Paper, SimpleGrid, Stack, TagsInput, Text, Textarea, Title } from '@mantine/core';
import { toast } from '@ma/ui/toasts';
import { IconAlertTriangle, IconExternalLink, IconPalette, IconUserCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { MutationForm } from '../../../components/mutation-form.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { failureMessage } from '../../../lib/error-message.ts';
import { useSiteOrigin } from '../../../lib/drawn-for.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm, resetTo } from '../../../lib/form.ts';
import { showServerError } from '../../../lib/server-errors.ts';
import { KitSharePanel } from '../share/kit-share-panel.tsx';
import { HighlightsField } from './highlights-field.tsx';
import { KitChecklist } from './kit-checklist.tsx';
import { formValuesOf, isDirty, type KitFormValues } from './kit-form-values.ts';
import { LocationFields } from './location-fields.tsx';
import { PhotoField } from './photo-field.tsx';
import { RatesField } from './rates-field.tsx';
import { UsernameField } from './username-field.tsx';
import { FormError } from '../../../components/form-error.tsx';
import classes from './kit-editor-page.module.css';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.mediaKitPayloadSchema);

/**
 * /media-kit/edit (docs/product/media-kit.md): the whole kit in one form, checked with the
 * schema the API checks, saved at once with the version it was read at.
 */
export function KitEditorPage() {
  const api = useApi();
  const { data: kit } = useSuspenseQuery(mediaKitQueryOptions(api));
  const saved = useMemo(() => formValuesOf(kit), [kit]);
  return <KitEditor key={kit.username} kit={kit} saved={saved} />;
}

function KitEditor({ kit, saved }: { kit: MediaKit; saved: KitFormValues }) {
  const api = useApi();
  const siteOrigin = useSiteOrigin();
  const queryClient = useQueryClient();
  const form = useZodForm(loadSchema, saved);
  const [conflict, setConflict] = useState<string>();
  const categories = useQuery(categoriesQueryOptions(api));
  const dirty = isDirty(form.values, saved);
  // The message at one place of a list field ('rates.1.priceCents'): the schema's and the server's are text.
  const errorAt = (path: string) => form.errors[path] as string | undefined;

  const mutation = useMutation({
    ...saveMediaKitMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: async ({ kit: next, previousLevel }) => {
      queryClient.setQueryData(mediaKitKeys.own(), next);
      resetTo(form, formValuesOf(next));
      setConflict(undefined);
      if (previousLevel === 'bronze' && next.level === 'silver') {
        toast.success({ title: 'Parabéns! Agora você é nível Prata.', message: 'Conecte Instagram e TikTok para chegar ao Ouro.' });
      } else toast.success('Mídia kit salvo!');
      // The sidebar's medal and photo, and the public page's cache.
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
      await queryClient.invalidateQueries({ queryKey: mediaKitKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'KIT_VERSION_CONFLICT') return setConflict(failureMessage(error));
      showServerError(error, form, { title: 'Não foi possível salvar o mídia kit.' });
    },
  });

  const reloadSaved = async () => {
    const fresh = await queryClient.fetchQuery(mediaKitQueryOptions(api));
    resetTo(form, formValuesOf(fresh));
    setConflict(undefined);
  };
  // Keeps what was typed here and saves over the other tab's version next time.
  const keepMine = async () => {
    const fresh = await queryClient.fetchQuery(mediaKitQueryOptions(api));
    form.setFieldValue('version', fresh.version);
    setConflict(undefined);
  };

  const bio = form.getInputProps('bio');
  const username = form.getInputProps('username');
  return (
    <Stack gap="lg" maw={1080} mx="auto" w="100%" p={{ base: 'md', sm: 'lg' }}>
      <LeaveGuard when={dirty && !mutation.isPending} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          {/* Named as the sidebar's entry that opens it (SPEC's 'Editar perfil'); what it edits is the kit. */}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Editar perfil
          </Title>
          <Text c="dimmed" size="sm">
            Seu mídia kit: é o que as marcas veem quando você manda o seu link.{' '}
            {kit.views.total > 0 && `${kit.views.thirtyDays} visitas nos últimos 30 dias.`}
          </Text>
        </div>
        <Group gap="xs">
          <Button component="a" href={`/${kit.username}`} target="_blank" variant="default" radius="xl" leftSection={<IconExternalLink size={16} />}>
            Ver meu kit
          </Button>
          <ButtonLink
            to="/media-kit/customize/$username"
            params={{ username: kit.username }}
            variant="default"
            radius="xl"
            leftSection={<IconPalette size={16} />}
          >
            Personalizar
          </ButtonLink>
          {/* The account's own data (name, e-mail, password, export, deletion) is not the kit's. */}
          <ButtonLink to="/account" variant="default" radius="xl" leftSection={<IconUserCircle size={16} />}>
            Dados da conta
          </ButtonLink>
        </Group>
      </Group>

      {conflict && (
        <Alert color="orange" radius="lg" icon={<IconAlertTriangle />} title="Seu kit mudou em outro lugar" role="alert">
          <Stack gap="sm">
            <Text size="sm">{conflict}</Text>
            <Group gap="xs">
              <Button size="xs" radius="xl" onClick={() => void reloadSaved()}>
                Carregar a versão salva
              </Button>
              <Button size="xs" radius="xl" variant="default" onClick={() => void keepMine()}>
                Manter minhas alterações
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <MutationForm form={form} mutation={mutation}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <SectionCard title="Quem é você">
                <PhotoField
                  name={form.values.name}
                  value={form.values.pictureUrl}
                  error={form.errors.pictureUrl}
                  onChange={(url) => form.setFieldValue('pictureUrl', url)}
                />
                <TextInput label="Nome de exibição" autoComplete="name" {...form.getInputProps('name')} />
                <UsernameField
                  value={username.value}
                  saved={kit.username}
                  error={username.error}
                  onChange={(value) => form.setFieldValue('username', value)}
                  onBlur={username.onBlur}
                />
                <Textarea
                  label="Bio"
                  description="Conte em poucas linhas o que você cria e para quem."
                  rows={3}
                  classNames={{ input: classes.bio }}
                  {...bio}
                  error={bio.error}
                  inputWrapperOrder={['label', 'description', 'input', 'error']}
                />
                <Text size="xs" c={form.values.bio.length > BIO_MAX_LENGTH ? 'red.8' : 'dimmed'} ta="right" mt={-10} aria-live="polite">
                  {form.values.bio.length}/{BIO_MAX_LENGTH}
                </Text>
                <LocationFields
                  state={form.values.state}
                  city={form.values.city}
                  stateError={form.errors.state}
                  cityError={form.errors.city}
                  onChange={({ state, city }) => {
                    form.setFieldValue('state', state);
                    form.setFieldValue('city', city);
                  }}
                />
                <MultiSelect
                  label="Nichos"
                  description={`De 1 a ${MAX_NICHES}.`}
                  placeholder={form.values.niches.length === 0 ? 'Escolha seus nichos' : undefined}
                  data={(categories.data?.items ?? []).map((category) => category.name)}
                  maxValues={MAX_NICHES}
                  searchable
                  nothingFoundMessage="Nenhum nicho com esse nome"
                  value={form.values.niches}
                  onChange={(niches) => form.setFieldValue('niches', niches)}
                  error={form.errors.niches}
                />
              </SectionCard>

              <SectionCard title="Contato" description="Os botões de WhatsApp e e-mail do seu kit.">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="WhatsApp"
                    placeholder="(11) 98765-4321"
                    inputMode="tel"
                    autoComplete="tel-national"
                    {...form.getInputProps('whatsapp')}
                  />
                  <TextInput
                    label="E-mail para parcerias"
                    placeholder="voce@exemplo.com"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    {...form.getInputProps('contactEmail')}
                  />
                </SimpleGrid>
                {!form.values.whatsapp.trim() && !form.values.contactEmail.trim() && (
                  <Text size="sm" c="orange.9" role="note">
                    Sem WhatsApp nem e-mail, as marcas que virem seu kit não têm como falar com você.
                  </Text>
                )}
              </SectionCard>

              <SectionCard title="Tabela de preços" description="Um preço por formato, ou 'a combinar'.">
                <RatesField value={form.values.rates} onChange={(rates) => form.setFieldValue('rates', rates)} errorAt={errorAt} />
                {form.errors['rates'] && (
                  <Text size="sm" c="red.8">
                    {form.errors['rates']}
                  </Text>
                )}
              </SectionCard>

              <SectionCard title="Marcas e destaques">
                <TagsInput
                  label="Marcas com quem você já trabalhou"
                  description="Digite o nome e aperte Enter."
                  placeholder={form.values.brands.length === 0 ? 'Ex.: Natura' : undefined}
                  value={form.values.brands}
                  onChange={(brands) => form.setFieldValue('brands', brands)}
                  error={form.errors.brands}
                  clearable
                />
                <div>
                  <Text fw={600} size="sm" mb={6}>
                    Posts em destaque
                  </Text>
                  <HighlightsField
                    value={form.values.highlights}
                    onChange={(highlights) => form.setFieldValue('highlights', highlights)}
                    errorAt={errorAt}
                  />
                </div>
              </SectionCard>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <KitChecklist values={form.values} level={kit.level} />
              <Paper withBorder radius="lg" p="md">
                <Stack gap="sm">
                  <Button type="submit" size="md" radius="xl" loading={mutation.isPending} fullWidth>
                    Salvar mídia kit
                  </Button>
                  <Text size="xs" c="dimmed" ta="center" aria-live="polite">
                    {dirty ? 'Você tem alterações não salvas.' : 'Tudo salvo.'}
                  </Text>
                  <FormError error={form.errors.form} />
                </Stack>
              </Paper>
              <KitSharePanel url={`${siteOrigin}/${kit.username}`} name={kit.name} username={kit.username} />
            </Stack>
          </Grid.Col>
        </Grid>
      </MutationForm>
    </Stack>
  );
}
