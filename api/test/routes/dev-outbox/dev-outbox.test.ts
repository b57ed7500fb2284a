import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../src/config.js';
import { mailOutbox } from '../../../src/db/schema/index.js';
import { buildTestApp, databaseEnv, uniqueEmail } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe(
  '/dev/outbox (outbox transport, here by DEV_OUTBOX=1 as in every test app)',
  { timeout: 180_000 },
  () => {
    it('checks again by itself while empty (mail is sent by a job moments later)', async () => {
      const empty = await buildTestApp();
      const page = (await empty.inject({ method: 'GET', url: '/dev/outbox' })).body;
      expect(page).toContain('No mail yet');
      expect(page).toContain('<meta http-equiv="refresh" content="2">');
    });

    it('lists mail newest first as JSON', async () => {
      await app.mailTransport.deliver({
        to: 'first@example.com',
        subject: 'First',
        text: 'one',
        html: '<p>one</p>',
      });
      await app.mailTransport.deliver({
        to: 'second@example.com',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
      });
      const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(response.statusCode).toBe(200);
      const mails = response.json() as { to: string; subject: string; created_at: string; id: string }[];
      expect(mails.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
      expect(mails[0]).toEqual({
        id: expect.any(String),
        to: 'second@example.com',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
        created_at: expect.any(String),
      });
    });

    it('shows mail as an inert page: escaped, with clickable links', async () => {
      await app.mailTransport.deliver({
        to: 'victim@example.com',
        subject: '<script>alert("subject")</script>',
        text: 'Click http://app.test/verify-user?token=abc_123 <img src=x onerror=alert(1)>',
        html: '<script>alert("html")</script><a href="http://app.test/x">x</a>',
      });
      const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = response.body;
      expect(page).not.toContain('<script>alert');
      expect(page).not.toContain('<img src=x');
      expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
      expect(page).toContain('<a href="http://app.test/verify-user?token=abc_123">');
      expect(page.indexOf('victim@example.com')).toBeLessThan(page.indexOf('second@example.com'));
      // With mail to read, the page stays still.
      expect(page).not.toContain('http-equiv="refresh"');
    });

    it('does not exist when mail goes to SMTP', async () => {
      const smtpApp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
      expect((await smtpApp.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
      expect((await smtpApp.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    });
  },
);

/** A log the test reads: every JSON line the app writes. */
function capturedLog() {
  const lines: { level: number; msg: string; mail?: { to: string; subject: string; text: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

/** The app of an entry point, configured from its environment the way the entry reads it. */
async function appFor(mode: 'server' | 'embedded', env: Record<string, string>, logger?: object) {
  const result = loadConfig(
    {
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
      ...(await databaseEnv()),
      ...env,
    },
    mode,
  );
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return buildTestApp({}, { config: result.config, ...(logger ? { logger } : {}) });
}

async function outboxStatuses(app: FastifyInstance) {
  return [
    (await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode,
    (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode,
  ];
}

// Which configurations turn the outbox on is config.test.ts's; here, that the others serve no page.
// Each test builds its own app (its own configuration): a minute on a busy machine, not seconds.
describe('/dev/outbox cannot be exposed', { timeout: 180_000 }, () => {
  it('is 404 in embedded mode bound to 0.0.0.0, where mail goes to the log', async () => {
    const app = await appFor('embedded', { HOST: '0.0.0.0' });
    expect(app.mailTransport.kind).toBe('log');
    expect(await outboxStatuses(app)).toEqual([404, 404]);
  });

  it('is 404 on a server without SMTP (docker-compose: 0.0.0.0), which writes each mail to the log instead', async () => {
    const log = capturedLog();
    const app = await appFor('server', { HOST: '0.0.0.0', LOG_LEVEL: 'warn' }, log.logger);
    expect(await outboxStatuses(app)).toEqual([404, 404]);
    // Said once at start, in words an operator acts on.
    expect(log.lines.map((line) => line.msg)).toContain(
      'SMTP_URL is not set: mail is not sent, each mail (its links included) is written to this log at level warn, and /dev/outbox is off. Set SMTP_URL to deliver mail.',
    );

    // Delivered by this app's own transport: on PostgreSQL the file's other apps share the queue, and
    // one of them could take a queued mail.send job.
    const email = uniqueEmail('logged');
    await app.mailTransport.deliver({
      to: email,
      subject: 'Verify your e-mail',
      text: 'Open http://app.test/verify-user?token=abc_123',
      html: '<a href="http://app.test/verify-user?token=abc_123">Verify</a>',
    });
    const line = log.lines.find((entry) => entry.mail?.to === email);
    expect(line).toMatchObject({
      level: 40,
      msg: 'mail not sent (SMTP_URL is not set): written to the log instead',
      mail: { subject: 'Verify your e-mail', text: 'Open http://app.test/verify-user?token=abc_123' },
    });
    // Nothing is kept where a page could show it later.
    const kept = await app.db.select().from(mailOutbox);
    expect(kept.filter((mail) => mail.to === email)).toEqual([]);
  });
});
