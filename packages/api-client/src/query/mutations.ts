import type { ApiClient } from '../client/create-client.ts';
import type { NpsPayload } from '../schemas/account.ts';
import type { CouponPayload } from '../schemas/credits.ts';
import type { ApplicationPayload } from '../schemas/proposal.ts';
import type { KitAppearancePayload, MediaKitPayload } from '../schemas/media-kit.ts';
import type { CredentialsPayload } from '../schemas/account.ts';
import type { InstagramConnectPayload, OauthReturn } from '../schemas/connect.ts';
import type { SocialNetwork } from '../schemas/common.ts';
import { accountCalls, connectCalls, creditCalls, mediaKitCalls, proposalCalls } from './calls.ts';
import type { WithProof } from '../calls/reauth.ts';

/**
 * Mutation option factories of the signed-in screens: spread into `useMutation` next to the
 * component's own `meta` and callbacks. Each `mutationFn` loads its call on first use (calls.ts).
 * A subpath ('@ma/api-client/query/mutations'), not in the '@ma/api-client/query' entry: what
 * that entry re-exports lands in every page's first load (docs/decisions/008-first-load.md).
 */
export const sendNpsMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: NpsPayload) => (await accountCalls()).sendNps(api, payload),
});

export const dismissNpsMutationOptions = (api: ApiClient) => ({
  mutationFn: async () => (await accountCalls()).dismissNps(api),
});

export const redeemCouponMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: CouponPayload) => (await creditCalls()).useCoupon(api, payload),
});

export const applyToProposalMutationOptions = (api: ApiClient, proposalId: string) => ({
  mutationFn: async (payload: ApplicationPayload) => (await proposalCalls()).applyToProposal(api, proposalId, payload),
});

export const withdrawApplicationMutationOptions = (api: ApiClient, applicationId: string) => ({
  mutationFn: async () => (await proposalCalls()).withdrawApplication(api, applicationId),
});

export const saveMediaKitMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: MediaKitPayload) => (await mediaKitCalls()).saveMediaKit(api, payload),
});

export const saveKitAppearanceMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: KitAppearancePayload) => (await mediaKitCalls()).saveKitAppearance(api, payload),
});

export const uploadKitPhotoMutationOptions = (api: ApiClient) => ({
  mutationFn: async (photo: Blob) => (await mediaKitCalls()).uploadKitPhoto(api, photo),
});

export const startConnectMutationOptions = (api: ApiClient) => ({
  mutationFn: async (network: SocialNetwork) => (await connectCalls()).startConnect(api, network),
});

export const startPublicInstagramMutationOptions = (api: ApiClient) => ({
  mutationFn: async () => (await connectCalls()).startPublicInstagram(api),
});

export const exchangeInstagramCodeMutationOptions = (api: ApiClient, scope: 'own' | 'public') => ({
  mutationFn: async (params: OauthReturn) => {
    const calls = await connectCalls();
    return scope === 'own' ? calls.exchangeInstagramCode(api, params) : calls.exchangePublicInstagramCode(api, params);
  },
});

export const connectInstagramMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: InstagramConnectPayload) => (await connectCalls()).connectInstagram(api, payload),
});

export const signUpWithInstagramMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: InstagramConnectPayload) => (await connectCalls()).signUpWithInstagram(api, payload),
});

export const connectTikTokMutationOptions = (api: ApiClient) => ({
  mutationFn: async (params: OauthReturn) => (await connectCalls()).connectTikTok(api, params),
});

export const disconnectNetworkMutationOptions = (api: ApiClient) => ({
  mutationFn: async (network: SocialNetwork) => (await connectCalls()).disconnectNetwork(api, network),
});

export const refreshNetworkMutationOptions = (api: ApiClient) => ({
  mutationFn: async (network: SocialNetwork) => (await connectCalls()).refreshNetwork(api, network),
});

export const setCredentialsMutationOptions = (api: ApiClient) => ({
  mutationFn: async (payload: WithProof<CredentialsPayload>) => (await connectCalls()).setCredentials(api, payload),
});
