export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058) on lead mail. */
  headers?: Record<string, string>;
}

/** Where mail goes: a real SMTP server, or the outbox table (embedded mode, /dev/outbox). */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
