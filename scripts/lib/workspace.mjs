import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const remotes = ['remote-auth', 'remote-leads', 'remote-projects', 'remote-settings', 'remote-team'];
export const frontEndApps = ['host', ...remotes];
export const workspacePackages = ['api', 'shared', 'e2e', ...frontEndApps];
