// The project webhook as api/src/routes/project/webhook.ts answers: its address, its secret masked as
// every stored secret is, and a new secret once on rotation. As in the API, the secret lives in the
// webhook source's `signing_secret`. (The import and its run are in import-run-routes.ts.)
import { errorReply, type ApiRoutes } from '@signalboard/shared/testing';
import { maskSecret } from './data-source-routes';
import type { SettingsApi } from './settings-api';
import { testSource } from './test-source';

export const webhookUrl = (projectId: string) => `https://api.signalboard.test/api/v1/inbound/${projectId}`;

export function webhookRoutes(
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
        (state.sources[projectId] ??= []).push(
          testSource({
            platform: 'webhook',
            settings: { signing_secret: secret },
            poll_interval_seconds: null,
          }),
        );
      }
      return { status: 200, body: { url: webhookUrl(projectId), secret } };
    },
  };
}
