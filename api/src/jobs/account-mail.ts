import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.js';
import { passwordResetMail, verificationMail } from '../mail/templates.js';
import { authTokensRepository } from '../repositories/auth-tokens-repository.js';
import { usersRepository } from '../repositories/users-repository.js';

/** A password reset or verification mail asked for by e-mail address, account or not. */
export interface AccountMailJob {
  kind: 'reset' | 'verify';
  email: string;
}

/**
 * Looks the address up and, when it has an account that should get the mail, issues the token and queues
 * the mail. This runs in a worker so the request that asked for it does the same work (one job queued)
 * whether or not the account exists: its timing tells nothing.
 */
export function accountMailHandler(db: Database, boss: PgBoss, appUrl: string) {
  const users = usersRepository(db);
  const tokens = authTokensRepository(db);
  return async (jobs: PgBoss.Job<AccountMailJob>[]) => {
    for (const { data } of jobs) {
      const user = await users.findByEmail(data.email);
      if (!user || !user.isActive) continue;
      if (data.kind === 'reset') {
        const token = await tokens.issue(user.id, 'reset');
        await boss.send('mail.send', passwordResetMail(user.email, appUrl, token));
      } else if (!user.isVerified) {
        const token = await tokens.issue(user.id, 'verify');
        await boss.send('mail.send', verificationMail(user.email, appUrl, token));
      }
    }
  };
}
