// The API's payloads, named in the product's words. Derived from the generated paths (not from
// component names) so they follow whatever the OpenAPI document calls its schemas.
import type { paths } from './schema.gen';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type User = Json<paths['/users_info/me']['get']['responses'][200]>;
export type GoogleUserInfo = Json<paths['/users_info/google_user_info']['get']['responses'][200]>;
export type Organization = Json<paths['/api/v1/organization']['get']['responses'][200]>;
export type NewOrganization = Json<NonNullable<paths['/api/v1/organization']['post']['requestBody']>>;
export type Project = Json<paths['/api/v1/project']['get']['responses'][200]>[number];
export type NewProject = Json<NonNullable<paths['/api/v1/project']['post']['requestBody']>>;
export type AccessTokenResponse = Json<paths['/auth/jwt/login']['post']['responses'][200]>;
export type GoogleCallbackQuery = { code?: string; state?: string; error?: string } & Record<
  string,
  string | undefined
>;
export type Member = Json<paths['/api/v1/organization/members']['get']['responses'][200]>[number];
export type Role = Member['role'];
export type Invite = Json<paths['/api/v1/organization/invites']['get']['responses'][200]>[number];
export type NewInvite = Json<NonNullable<paths['/api/v1/organization/invites']['post']['requestBody']>>;
/** A new invite; `invite_url` is set (once, never again) for a link invite. */
export type CreatedInvite = Json<paths['/api/v1/organization/invites']['post']['responses'][201]>;
export type InvitePreview = Json<
  paths['/api/v1/organization/tokenized-invites/preview']['get']['responses'][200]
>;
