import type { ApiClient } from '../client/create-client.ts';
import type { ApplicationPayload } from '../schemas/proposal.ts';
import type { OauthReturn, PickerScope } from '../schemas/connect.ts';
import { accountCalls, connectCalls, creditCalls, mediaKitCalls, mutationOf, proposalCalls } from './calls.ts';

/**
 * Mutation option factories of the signed-in screens: spread into `useMutation` next to the
 * component's own `meta` and callbacks. Each `mutationFn` loads its call on first use (calls.ts).
 * A subpath ('@ma/api-client/query/mutations'), not in the '@ma/api-client/query' entry: what
 * that entry re-exports lands in every page's first load (docs/decisions/008-first-load.md).
 */
export const sendNpsMutationOptions = mutationOf(accountCalls, (calls) => calls.sendNps);

export const dismissNpsMutationOptions = mutationOf(accountCalls, (calls) => calls.dismissNps);

export const redeemCouponMutationOptions = mutationOf(creditCalls, (calls) => calls.useCoupon);

export const applyToProposalMutationOptions = (api: ApiClient, proposalId: string) => ({
  mutationFn: async (payload: ApplicationPayload) => (await proposalCalls()).applyToProposal(api, proposalId, payload),
});

export const withdrawApplicationMutationOptions = (api: ApiClient, applicationId: string) => ({
  mutationFn: async () => (await proposalCalls()).withdrawApplication(api, applicationId),
});

export const saveMediaKitMutationOptions = mutationOf(mediaKitCalls, (calls) => calls.saveMediaKit);

export const saveKitAppearanceMutationOptions = mutationOf(mediaKitCalls, (calls) => calls.saveKitAppearance);

export const uploadKitPhotoMutationOptions = mutationOf(mediaKitCalls, (calls) => calls.uploadKitPhoto);

export const startConnectMutationOptions = mutationOf(connectCalls, (calls) => calls.startConnect);

export const startPublicInstagramMutationOptions = mutationOf(connectCalls, (calls) => calls.startPublicInstagram);

export const exchangeInstagramCodeMutationOptions = (api: ApiClient, scope: PickerScope) => ({
  mutationFn: async (params: OauthReturn) => (await connectCalls()).exchangeInstagramCode(api, scope, params),
});

export const connectInstagramMutationOptions = mutationOf(connectCalls, (calls) => calls.connectInstagram);

export const signUpWithInstagramMutationOptions = mutationOf(connectCalls, (calls) => calls.signUpWithInstagram);

export const connectTikTokMutationOptions = mutationOf(connectCalls, (calls) => calls.connectTikTok);

export const disconnectNetworkMutationOptions = mutationOf(connectCalls, (calls) => calls.disconnectNetwork);

export const refreshNetworkMutationOptions = mutationOf(connectCalls, (calls) => calls.refreshNetwork);

export const setCredentialsMutationOptions = mutationOf(connectCalls, (calls) => calls.setCredentials);
