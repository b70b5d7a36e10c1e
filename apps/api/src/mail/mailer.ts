/** One e-mail, always in both forms: clients that cannot show HTML show the text. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Headers of its own (a notification's `List-Unsubscribe`), each one line. */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Sends the app's e-mails. Injected into `createApp` (docs/architecture.md "Injected dependencies"):
 * SMTP when `SMTP_URL` is configured, the outbox table otherwise.
 */
export interface Mailer {
  /** 'outbox': nothing leaves the server (the demo note on /forgot-password says so). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Hands a message over for delivery: resolves once it is safely handed over (kept in the
   * outbox, accepted by the SMTP server), not when it arrives, and rejects when it could not be
   * (the caller decides whether to retry). Callers send from `background.run` (or a job), never
   * on a request's path, so that an answer never waits for (or reveals, by its timing) a slow
   * mail server.
   */
  send(message: MailMessage): Promise<void>;
}
