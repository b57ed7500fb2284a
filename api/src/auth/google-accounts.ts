import type { UserRow } from '../db/schema/index.js';
import { DomainError } from '../errors/error-catalogue.js';
import type { Repositories } from '../plugins/app/repositories.js';
import type { GoogleProfile } from './google-client.js';

/**
 * The user a Google profile signs in: the one already linked to it, else the one with the same (verified)
 * e-mail address, which gets linked, else a new verified user. The profile is stored either way.
 */
export async function userForGoogleProfile(
  repositories: Repositories,
  profile: GoogleProfile,
): Promise<UserRow> {
  const linked = await repositories.oauth.findAccount('google', profile.sub);
  let user = linked ? await repositories.users.findById(linked.userId) : null;

  if (!user) {
    if (!profile.email || !profile.emailVerified) throw new DomainError('OAUTH_EMAIL_NOT_VERIFIED');
    user = await repositories.users.findByEmail(profile.email);
    // An unverified account's password was never proven to belong to this address's owner (anyone can
    // register any address): Google just proved ownership, so the stranger's password is dropped.
    if (user && !user.isVerified)
      user = await repositories.users.update(user.id, { isVerified: true, hashedPassword: null });
    user ??= await repositories.users.create({
      email: profile.email,
      hashedPassword: null,
      isVerified: true,
      firstName: profile.givenName,
      lastName: profile.familyName,
    });
    // Lost a race with a concurrent registration of the same address: that user is the one to link.
    user ??= await repositories.users.findByEmail(profile.email);
    if (!user) throw new Error('user vanished while linking a Google account');
  }

  if (!user.isActive) throw new DomainError('LOGIN_USER_INACTIVE');
  await repositories.oauth.saveAccount({
    provider: 'google',
    subject: profile.sub,
    userId: user.id,
    email: profile.email,
    profile: profile.raw,
  });
  return user;
}
