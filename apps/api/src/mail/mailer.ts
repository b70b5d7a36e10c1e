/** One e-mail, always in both forms: clients that cannot show HTML show the text. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends the app's e-mails. Injected into `createApp` (docs/architecture.md "Injected dependencies"):
 * SMTP when `SMTP_URL` is configured, the outbox table otherwise.
 */
export interface Mailer {
  /** 'outbox': nothing leaves the server (the demo note on /forgot-password says so). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Accepts a message for delivery. It resolves once the message is safely handed over, not
   * when it arrives, so that a request never waits for (or reveals, by its timing) a slow
   * mail server.
   */
  send(message: MailMessage): Promise<void>;
}
