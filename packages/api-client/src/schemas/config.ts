import { z } from 'zod';

/**
 * GET /v3/config: what the web app needs to know about the deployment it runs against, read
 * at run time so that one web build serves every deployment.
 */
export const publicConfigSchema = z.object({
  /** The Google Identity Services client id; null hides 'Entrar com Google'. */
  googleClientId: z.string().nullable(),
  /** The demo (docs/deploy.md): demo accounts, labelled demo providers, mail printed in the API log. */
  demoMode: z.boolean(),
  /** 'outbox': no e-mail leaves the server (the demo); messages are printed in the API log. */
  mailDelivery: z.enum(['smtp', 'outbox']),
  /** Instagram is reachable (really or through the labelled demo): 'Cadastrar com Instagram' shows. */
  instagramSignUp: z.boolean(),
  /** Aira has a writer (a model, or the offline generator): false shows it as unavailable, and nothing is charged. */
  aiAvailable: z.boolean(),
  /** The VIP group's WhatsApp invitation (VIP_GROUP_URL); `demo` labels the demo's stand-in; null: unavailable. */
  vipGroup: z.object({ url: z.string(), demo: z.boolean() }).nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
