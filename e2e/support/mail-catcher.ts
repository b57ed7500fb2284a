// A real SMTP server that keeps every message it receives, plus a tiny HTTP endpoint the tests
// (which run in other processes) read them from: GET /messages?to=<address>.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  receivedAt: string;
}

export interface MailCatcher {
  smtpPort: number;
  httpUrl: string;
  close: () => Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = mails.filter((m) => !to || m.to.includes(to));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const httpUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    smtpPort,
    httpUrl,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}
