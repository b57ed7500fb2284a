// `npm start` serves everything from one origin: the API, the host, each remote under /remotes/,
// the runtime config and the local mail outbox, with demo data seeded on first start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, extraOrigins } from '../support/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
let server: ChildProcess;
let dataDir: string;
let origin = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'signalboard-embedded-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_ROOT: root,
  };
  delete env.DATABASE_URL; // the embedded default is PGlite
  delete env.SMTP_URL; // mail goes to the local outbox
  delete env.APP_URL;
  server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'embedded.js')], { env, stdio: 'pipe' });
  let output = '';
  origin = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match) resolve(match[1]!);
    });
    server.stderr!.on('data', (chunk) => (output += chunk));
    server.on('exit', (code) => reject(new Error(`embedded server exited (${code}):\n${output}`)));
  });
  extraOrigins.push(origin);
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
  rmSync(dataDir, { recursive: true, force: true });
});

test('the demo account signs in on the single origin and sees the seeded project', async ({ page }) => {
  await page.goto(`${origin}/projects`);
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('E-mail').fill('demo@signalboard.local');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('signalboard-demo');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(`${origin}/projects`);
  await expect(page.getByText('Acme CRM leads').first()).toBeVisible();

  // Deep links reload through the single-page fallback; remotes come from /remotes/ on the same origin.
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/')) remoteFiles.push(request.url());
  });
  await page.reload();
  await expect(page.getByText('Acme CRM leads').first()).toBeVisible();
  expect(remoteFiles.some((url) => url.startsWith(`${origin}/remotes/projects/`))).toBe(true);
});

test('mail lands in the local outbox the suite links to', async ({ page }) => {
  await page.goto(`${origin}/forgot-password`);
  await page.getByLabel('E-mail').fill('demo@signalboard.local');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/check-your-email-password-reset/);
  const outbox = page.getByRole('link', { name: /outbox/i }).first();
  await expect(outbox).toBeVisible();

  // The mail is sent by a job; an empty outbox reloads itself until it is there.
  await page.goto(`${origin}/dev/outbox`);
  await expect(page.getByRole('link', { name: /\/reset-password\?token=/ }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: /reset/i }).first()).toBeVisible();
});
