import { eq, sql } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Database } from '../../db/database.js';
import { crmConnections, type CrmConnectionRow } from '../../db/schema/index.js';
import { CrmError } from '../crm-errors.js';
import { createSession } from '../crm-http.js';
import type {
  CrmAccount,
  CrmAdapter,
  CrmCredentials,
  CrmExchange,
  CrmProviderConfig,
  CrmSession,
} from '../crm-types.js';

/** A token this close to its expiry is refreshed before use, so a push never starts with a dying token. */
const refreshMarginMs = 5 * 60 * 1000;

export interface SessionDeps {
  db: Database;
  box: SecretBox;
  config: CrmProviderConfig;
  adapter: CrmAdapter;
  onExchange?: (exchange: CrmExchange) => void;
}

export function accountOf(connection: CrmConnectionRow): CrmAccount {
  return {
    id: connection.accountId,
    name: connection.accountName,
    slug: connection.accountSlug,
    scopes: connection.scopes,
  };
}

/**
 * A session on the connection's account, its token refreshed first when it expires within 5 minutes (or
 * when `force`: the CRM just said 401). The refresh runs under the connection's row lock and re-reads the
 * row, so two workers never both spend a refresh token (Pipedrive and HubSpot rotate or limit them).
 * Throws CrmError('auth') when the token cannot be opened or refreshed.
 */
export async function openSession(
  deps: SessionDeps,
  connection: CrmConnectionRow,
  options: { force?: boolean } = {},
): Promise<{ session: CrmSession; connection: CrmConnectionRow }> {
  let current = connection;
  const expiring = current.expiresAt !== null && current.expiresAt.getTime() - Date.now() < refreshMarginMs;
  if (current.authKind === 'oauth' && current.refreshTokenSealed && (expiring || options.force))
    current = await refreshed(deps, current, options.force === true);
  const accessToken = deps.box.open(current.accessTokenSealed);
  if (accessToken === null)
    throw new CrmError('auth', "the saved token cannot be read (the server's secrets key changed)");
  const credentials: CrmCredentials = { kind: current.authKind, accessToken, apiDomain: current.apiDomain };
  const session = createSession({
    adapter: deps.adapter,
    endpoints: deps.config.endpoints,
    credentials,
    account: accountOf(current),
    onExchange: deps.onExchange,
    onWait: (waitMs) => void waitAll(deps.db, current.id, waitMs),
  });
  return { session, connection: current };
}

/** Keeps every worker off the CRM until its budget is back (the CRM's own headers said how long). */
export async function waitAll(db: Database, connectionId: string, waitMs: number): Promise<void> {
  await db
    .update(crmConnections)
    .set({
      waitUntil: sql`greatest(coalesce(${crmConnections.waitUntil}, now()), now() + make_interval(secs => ${waitMs / 1000}))`,
    })
    .where(eq(crmConnections.id, connectionId));
}

async function refreshed(
  deps: SessionDeps,
  connection: CrmConnectionRow,
  force: boolean,
): Promise<CrmConnectionRow> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.id, connection.id))
      .for('update');
    if (!locked) throw new CrmError('auth', 'the connection was removed');
    // Another worker refreshed while we waited for the lock: its token is the one to use.
    const stillExpiring =
      locked.expiresAt !== null && locked.expiresAt.getTime() - Date.now() < refreshMarginMs;
    const refreshedByOther = locked.accessTokenSealed !== connection.accessTokenSealed;
    if (refreshedByOther || (!stillExpiring && !force)) return locked;
    const refreshToken = locked.refreshTokenSealed ? deps.box.open(locked.refreshTokenSealed) : null;
    if (refreshToken === null)
      throw new CrmError('auth', "the saved refresh token cannot be read (the server's secrets key changed)");
    const grant = await deps.adapter.refresh(deps.config, refreshToken);
    const [saved] = await tx
      .update(crmConnections)
      .set({
        accessTokenSealed: deps.box.seal(grant.accessToken),
        refreshTokenSealed: grant.refreshToken
          ? deps.box.seal(grant.refreshToken)
          : locked.refreshTokenSealed,
        expiresAt: grant.expiresAt,
        apiDomain: grant.apiDomain ?? locked.apiDomain,
        updatedAt: sql`now()`,
      })
      .where(eq(crmConnections.id, connection.id))
      .returning();
    return saved as CrmConnectionRow;
  });
}
