import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});

describe('/dev/outbox (outbox transport)', () => {
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
});
