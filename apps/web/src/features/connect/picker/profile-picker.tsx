import type { InstagramConnectPayload } from '@ma/api-client/schemas';
import { instagramProfilesQueryOptions } from '@ma/api-client/query';
import { MISSING_INSTAGRAM_PROFILE_HINT } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Skeleton.css';
import { IconHelpCircle } from '@tabler/icons-react';
import { useQuery, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useApi } from '../../../lib/use-api.ts';
import { useZodForm } from '../../../lib/form.ts';
import { ConnectHelpDialog } from '../connect-help-dialog.tsx';
import type { PickerScope } from '@ma/api-client/schemas';
import { ProfileCard } from './profile-card.tsx';
import { useErrorToastOnce } from './use-error-toast-once.ts';

const loadSchema = () => import('@ma/api-client/schemas').then((schemas) => schemas.instagramConnectPayloadSchema);

export interface ProfilePickerProps {
  scope: PickerScope;
  /** The picker token from the navigation state. */
  accessToken: string;
  /**
   * The page's call, made on 'Finalizar' with a profile chosen (the choice is one of the list, so
   * the API has no field of its own to refuse); the button stays busy after it succeeds, while the
   * page moves on.
   */
  submit: Pick<UseMutationResult<unknown, Error, InstagramConnectPayload>, 'mutate' | 'isPending' | 'isSuccess'>;
}

/** Where 'Tentar novamente' starts each flow over: connecting from the kit, or signing up. */
const retryPaths = { own: '/media-kit/connect', public: '/register' } as const satisfies Record<PickerScope, string>;

/**
 * The Instagram profiles the token reaches as radio cards, and 'Finalizar' (docs/product/not-built-yet.md
 * "Profile picker"). Checked with the schema the API checks: none chosen reads 'Selecione um perfil.'.
 * An empty or failed list opens the help dialog; a failure is also toasted with its code's text.
 */
export function ProfilePicker({ scope, accessToken, submit }: ProfilePickerProps) {
  const retryTo = retryPaths[scope];
  const api = useApi();
  const profiles = useQuery(instagramProfilesQueryOptions(api, scope, accessToken));
  const form = useZodForm(loadSchema, { accessToken, username: '' });
  const [helpClosed, setHelpClosed] = useState(false);
  const [helpRequested, setHelpRequested] = useState(false);
  useErrorToastOnce(profiles.error);

  const list = profiles.data?.profiles ?? [];
  const unreachable = profiles.isError || (profiles.isSuccess && list.length === 0);
  const helpOpen = (unreachable && !helpClosed) || helpRequested;
  const closeHelp = () => {
    setHelpClosed(true);
    setHelpRequested(false);
  };

  return (
    <>
      <form noValidate onSubmit={form.onSubmit((payload) => submit.mutate(payload))}>
        <Stack gap="lg">
          {profiles.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label="Carregando seus perfis">
              {[0, 1].map((row) => (
                <Skeleton key={row} height={74} radius="md" />
              ))}
            </Stack>
          ) : unreachable ? (
            <Paper withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{MISSING_INSTAGRAM_PROFILE_HINT}</Text>
                <Group gap="xs">
                  <Button variant="secondary" size="xs" leftSection={<IconHelpCircle size={16} aria-hidden />} onClick={() => setHelpRequested(true)}>
                    Ver como resolver
                  </Button>
                  <ButtonLink to={retryTo} size="xs" radius="md">
                    Tentar novamente
                  </ButtonLink>
                </Group>
              </Stack>
            </Paper>
          ) : (
            <Radio.Group
              name="instagram-profile"
              label="Perfis do Instagram"
              description="Escolha o perfil que você quer conectar."
              value={form.values.username || null}
              onChange={(username) => form.setFieldValue('username', username)}
              error={form.errors.username}
              // Mantine's error red (red.6) reads 3.6:1 on white, under WCAG AA; red.8 passes.
              errorProps={{ role: 'alert', c: 'red.8' }}
            >
              <Stack gap="sm" mt="xs">
                {list.map((profile) => (
                  <ProfileCard key={profile.username} profile={profile} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={submit.isPending || submit.isSuccess}
            disabled={!profiles.isSuccess || list.length === 0}
          >
            Finalizar
          </Button>
        </Stack>
      </form>
      <ConnectHelpDialog opened={helpOpen} onClose={closeHelp} withHint={unreachable} retryTo={retryTo} />
    </>
  );
}
