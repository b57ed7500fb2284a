import type { Static } from 'typebox';
import type { StatusConfigWithCount } from '../repositories/lead-status-configs-repository.js';
import type { StatusConfigSchema } from '../schemas/lead-status-config.js';

export function toStatusConfig(status: StatusConfigWithCount): Static<typeof StatusConfigSchema> {
  return {
    id: status.id,
    name: status.name,
    color: status.color,
    position: status.position,
    is_default: status.isDefault,
    lead_count: status.leadCount,
    created_at: status.createdAt.toISOString(),
    updated_at: status.updatedAt.toISOString(),
  };
}
