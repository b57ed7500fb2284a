export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058) on lead mail. */
  headers?: Record<string, string>;
}

/**
 * Where mail goes: a real SMTP server; the outbox table (embedded mode on a loopback address, or
 * DEV_OUTBOX=1: shown at /dev/outbox); or, on any other server without SMTP, the log.
 */
export interface MailTransport {
  kind: 'smtp' | 'outbox' | 'log';
  deliver(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
