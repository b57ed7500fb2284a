// The API key shapes of the generated client (api/src/schemas for the contract's ApiKey, ApiKeyCreate,
// ApiKeyCreated), under the names this feature uses.
import type { components } from '@signalboard/shared/api';

export type ApiKey = components['schemas']['ApiKey'];
export type ApiKeyCreate = components['schemas']['ApiKeyCreate'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreated'];
export type ApiKeyScope = ApiKey['scopes'][number];
export type ApiKeyReach = ApiKey['reach'];
export type ApiKeyState = ApiKey['state'];
