import { connectInstagramMutationOptions } from '@ma/api-client/query/mutations';
import { INSTAGRAM_CONNECT_SUCCESS } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { Paper } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { connectErrorMessage } from '../connect-error.ts';
import { useFinishConnect } from '../use-refresh-after-connect.ts';
import { PickerHeading } from './picker-heading.tsx';
import { ProfilePicker } from './profile-picker.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

/**
 * /media-kit/select-profile: the signed-in creator picks the Instagram profile to connect. On
 * success the level, the kit and the connections refresh, and the congrats page follows.
 */
export function OwnProfilePickerPage({ accessToken }: { accessToken: string }) {
  const api = useApi();
  const finishConnect = useFinishConnect();
  const connect = useMutation({
    ...connectInstagramMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: () => finishConnect(INSTAGRAM_CONNECT_SUCCESS),
    onError: (error) => toast.error(connectErrorMessage(error)),
  });

  return (
    <PageColumn maw={600}>
      <PickerHeading text="Escolha o perfil do Instagram que vai aparecer no seu mídia kit." />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <ProfilePicker scope="own" accessToken={accessToken} submit={connect} />
      </Paper>
    </PageColumn>
  );
}
