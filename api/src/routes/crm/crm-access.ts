import type { FastifyInstance } from 'fastify';
import { crmAdapters } from '../../crm/crm-adapters.js';
import { CrmError } from '../../crm/crm-errors.js';
import { createSession } from '../../crm/crm-http.js';
import type {
  CrmAccount,
  CrmAdapter,
  CrmCredentials,
  CrmProviderConfig,
  CrmProviderId,
  CrmTokenGrant,
} from '../../crm/crm-types.js';
import { configuredSecretBox, type SecretBox } from '../../crypto/secret-box.js';
import type { CrmConnectionRow } from '../../db/schema/index.js';
import { DomainError } from '../../errors/error-catalogue.js';
import type { CrmInstall } from '../../repositories/crm-repository.js';

export interface CrmServices {
  provider: CrmProviderId;
  adapter: CrmAdapter;
  config: CrmProviderConfig;
  box: SecretBox;
  redirectUri: string;
}

export function crmServices(app: FastifyInstance, provider: CrmProviderId): CrmServices {
  return {
    provider,
    adapter: crmAdapters[provider],
    config: app.config.crm[provider],
    // Built per use: embedded mode learns its secret only after start-up.
    box: configuredSecretBox(app.config),
    redirectUri: `${app.config.apiPublicUrl}/crm/${provider}/oauth-callback`,
  };
}

/** The project's connection to this CRM, or 409 CRM_NOT_CONNECTED. */
export async function requireCrmConnection(
  app: FastifyInstance,
  projectId: string,
  provider: CrmProviderId,
): Promise<CrmConnectionRow> {
  const connection = await app.repositories.crm.connection(projectId, provider);
  if (!connection)
    throw new DomainError('CRM_NOT_CONNECTED', {
      detail: `This project is not connected to ${crmAdapters[provider].label}. Connect it in Settings → Integrations first.`,
    });
  return connection;
}

/**
 * Who a token is (the account, its scopes checked) and the CRM made ready for pushes (the unique author
 * property): what connecting by OAuth and by a pasted token both need before anything is saved.
 */
export async function checkedInstall(
  services: CrmServices,
  credentials: CrmCredentials,
  grant: Pick<CrmTokenGrant, 'refreshToken' | 'expiresAt' | 'scopes'>,
  connectedBy: string,
): Promise<CrmInstall> {
  const { adapter, config, box } = services;
  const session = createSession({ adapter, endpoints: config.endpoints, credentials, account: null });
  const account: CrmAccount = await adapter.account(session);
  session.account = account;
  const prepared = await adapter.prepare(session);
  return {
    authKind: credentials.kind,
    accessTokenSealed: box.seal(credentials.accessToken),
    refreshTokenSealed: grant.refreshToken ? box.seal(grant.refreshToken) : null,
    expiresAt: grant.expiresAt,
    apiDomain: credentials.apiDomain,
    scopes: account.scopes ?? grant.scopes,
    accountId: account.id,
    accountName: account.name,
    accountSlug: account.slug,
    prepared: { ...prepared, ready: 'yes' },
    mapping: { ...adapter.defaultMapping },
    connectedBy,
  };
}

/** A CRM failure while connecting by token, as the 4xx/5xx the form shows next to the token field. */
export function tokenFailure(label: string, error: unknown): DomainError {
  if (!(error instanceof CrmError)) throw error;
  if (error.kind === 'unavailable' || error.kind === 'rate_limited')
    return new DomainError('CRM_UNAVAILABLE', {
      detail: `${label} did not answer (${error.message}). Please try again in a minute.`,
    });
  const why =
    error.kind === 'scope'
      ? `This token lacks permissions Signalboard needs: ${error.message}`
      : error.kind === 'auth'
        ? `${label} did not accept this token: ${error.message}`
        : `${label} refused to get ready for pushes: ${error.message}`;
  return new DomainError('CRM_TOKEN_REJECTED', { field: 'token', detail: why });
}
