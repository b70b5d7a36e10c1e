import { z } from 'zod';

/**
 * GET /v3/config: what the web app needs to know about the deployment it runs against, read
 * at run time so that one web build serves every deployment.
 */
export const publicConfigSchema = z.object({
  /** The Google Identity Services client id; null hides 'Entrar com Google'. */
  googleClientId: z.string().nullable(),
  /** The embedded demo: demo accounts, offline adapters, the dev outbox. */
  demoMode: z.boolean(),
  /** 'outbox': no e-mail leaves the server; messages are kept in its outbox and log. */
  mailDelivery: z.enum(['smtp', 'outbox']),
  /** Instagram is reachable (really or through the labelled demo): 'Cadastrar com Instagram' shows. */
  instagramSignUp: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** One e-mail kept by the outbox mailer (GET /v3/dev/outbox, demo mode only). */
export const outboxMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ items: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
