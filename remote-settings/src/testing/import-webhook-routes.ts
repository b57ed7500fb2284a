// The lead import and the project webhook as api/src/routes/leads/import.ts and
// api/src/routes/project/webhook.ts answer: an import gives rows read, rows stored, new leads and each
// bad row; the webhook its address, its secret masked as every stored secret is, and a new secret
// once on rotation. As in the API, the secret lives in the webhook source's `signing_secret`.
// The import reads CSV line by line and splits on commas (no quoting): enough to count the tests'
// rows and to find those without a title or a body.
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import { maskSecret } from './data-source-routes';
import type { SettingsApi } from './settings-api';

export const webhookUrl = (projectId: string) => `https://api.signalboard.test/api/v1/inbound/${projectId}`;

type Row = Record<string, unknown>;

function readRows(format: string, content: string): Row[] | ApiReply {
  if (format === 'json') {
    try {
      const parsed = JSON.parse(content) as unknown;
      const list = Array.isArray(parsed) ? parsed : (parsed as { items?: unknown }).items;
      if (Array.isArray(list)) return list as Row[];
    } catch {
      /* answered below */
    }
    return {
      status: 200,
      body: {
        received: 0,
        imported: 0,
        new_leads: 0,
        errors: [{ row: 0, field: 'content', message: 'The content is not valid JSON.' }],
      },
    };
  }
  const [header = '', ...lines] = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = header.split(',').map((name) => name.trim().toLowerCase());
  return lines.map((line) =>
    Object.fromEntries(line.split(',').map((value, i) => [names[i] ?? '', value.trim()])),
  );
}

export function importWebhookRoutes(
  state: SettingsApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const webhookOf = (projectId: string) =>
    (state.sources[projectId] ?? []).find((s) => s.platform === 'webhook');
  const secretOf = (projectId: string) => {
    const secret = webhookOf(projectId)?.settings.signing_secret;
    return typeof secret === 'string' && secret !== '' ? secret : null;
  };
  let rotations = 0;

  return {
    'POST /api/v1/leads/:projectId/import': ({ authorization, body }) => {
      if (!signedIn(authorization)) return unauthorized;
      const { format, content } = body as { format: string; content: string };
      if (format !== 'csv' && format !== 'json') {
        return {
          status: 422,
          body: { detail: 'format: must be csv or json', code: 'VALIDATION_FAILED', field: 'format' },
        };
      }
      const rows = readRows(format, content);
      if (!Array.isArray(rows)) return rows;
      const errors: { row: number; field: string; message: string }[] = [];
      const has = (row: Row, names: string[]) =>
        names.some((name) => typeof row[name] === 'string' && row[name] !== '');
      rows.forEach((row, index) => {
        if (
          !has(row, ['title', 'subject', 'headline', 'body', 'text', 'content', 'description', 'message'])
        ) {
          errors.push({ row: index + 1, field: 'title', message: 'Each row needs a title or a body.' });
        } else if (typeof row.url === 'string' && row.url !== '' && !/^https?:\/\//.test(row.url)) {
          errors.push({ row: index + 1, field: 'url', message: 'url must be an http(s) address.' });
        }
      });
      const imported = rows.length - errors.length;
      return { status: 200, body: { received: rows.length, imported, new_leads: imported, errors } };
    },
    'GET /api/v1/project/:projectId/webhook': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const projectId = params.projectId ?? '';
      const secret = secretOf(projectId);
      return {
        status: 200,
        body: {
          url: webhookUrl(projectId),
          secret_hint: secret ? maskSecret(secret) : null,
          enabled: Boolean(webhookOf(projectId)?.enabled && secret),
        },
      };
    },
    // Turns the webhook on with a new secret, creating the source when there is none.
    'POST /api/v1/project/:projectId/webhook/rotate': ({ authorization, params }) => {
      if (!signedIn(authorization)) return unauthorized;
      const projectId = params.projectId ?? '';
      rotations += 1;
      const secret = `whsec_rotated${String(rotations).padStart(4, '0')}`;
      const source = webhookOf(projectId);
      if (source) {
        source.enabled = true;
        source.settings.signing_secret = secret;
      } else {
        (state.sources[projectId] ??= []).push({
          platform: 'webhook',
          enabled: true,
          settings: { signing_secret: secret },
          last_polled_at: null,
          last_success_at: null,
          last_error: null,
          items_seen: 0,
        });
      }
      return { status: 200, body: { url: webhookUrl(projectId), secret } };
    },
  };
}
