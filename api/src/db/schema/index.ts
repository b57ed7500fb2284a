export * from './users.js';
export * from './organizations.js';
export * from './projects.js';
export * from './auth-tokens.js';
export * from './oauth.js';
export * from './mail-outbox.js';
export * from './invites.js';
export * from './project-guests.js';
