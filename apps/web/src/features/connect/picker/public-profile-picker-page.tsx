import { signUpWithInstagramMutationOptions } from '@ma/api-client/query/mutations';
import { INSTAGRAM_CONNECT_SUCCESS } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { connectErrorMessage } from '../connect-error.ts';
import { PickerHeading } from './picker-heading.tsx';
import { ProfilePicker } from './profile-picker.tsx';
import { useFinishSignIn } from '../../../lib/use-finish-sign-in.ts';

/**
 * /instagram/connect/select-profile: a guest signing up with Instagram picks the profile the new
 * account is made from; the account is signed in and lands on the congrats page.
 */
export function PublicProfilePickerPage({ accessToken }: { accessToken: string }) {
  const api = useApi();
  // Congrats rather than the level's next step: the new account creates its password there.
  const signIn = useFinishSignIn('/media-kit/congrats');
  const signUp = useMutation({
    ...signUpWithInstagramMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: async (session) => {
      toast.success(INSTAGRAM_CONNECT_SUCCESS);
      await signIn(session);
    },
    onError: (error) => toast.error(connectErrorMessage(error)),
  });

  return (
    <Stack gap="lg">
      <PickerHeading text="Escolha o perfil do Instagram com que você quer criar sua conta." />
      <ProfilePicker scope="public" accessToken={accessToken} submit={signUp} />
    </Stack>
  );
}
