import { accountCalls, mutationOf } from './calls.ts';

/**
 * The guest pages' mutations (sign-in, Google, sign-up, recovery): a module of their own, so that
 * /login loads these and not every screen's (docs/decisions/008-first-load.md). Spread into
 * `useMutation`; each `mutationFn` loads its call on first use (calls.ts).
 */
export const signInMutationOptions = mutationOf(accountCalls, (calls) => calls.signIn);

export const googleSignInMutationOptions = mutationOf(accountCalls, (calls) => calls.signInWithGoogle);

export const registerMutationOptions = mutationOf(accountCalls, (calls) => calls.register);

export const forgotPasswordMutationOptions = mutationOf(accountCalls, (calls) => calls.forgotPassword);

export const resetPasswordMutationOptions = mutationOf(accountCalls, (calls) => calls.resetPassword);
