import type { Database } from '../db/database.js';
import { authThrottlesRepository } from '../repositories/auth-throttles-repository.js';
import { authTokensRepository } from '../repositories/auth-tokens-repository.js';
import { oauthRepository } from '../repositories/oauth-repository.js';

/** Hourly, at minute 17: expired tokens are useless, and a table of them only grows. */
export const purgeSchedule = '17 * * * *';

export function purgeExpiredTokensHandler(db: Database) {
  return async () => {
    const tokens = await authTokensRepository(db).deleteExpired();
    const states = await oauthRepository(db).deleteExpiredStates();
    // Sign-in and mail counters whose day is over and that block nothing any more.
    const throttles = await authThrottlesRepository(db).deleteStale(24 * 60 * 60);
    return { tokens, states, throttles };
  };
}
