import { attioAdapter } from './providers/attio.js';
import { hubspotAdapter } from './providers/hubspot.js';
import { pipedriveAdapter } from './providers/pipedrive.js';
import { crmProviderIds, type CrmAdapter, type CrmProviderId } from './crm-types.js';

/** Every CRM Signalboard pushes to, by id. */
export const crmAdapters: Record<CrmProviderId, CrmAdapter> = {
  hubspot: hubspotAdapter,
  pipedrive: pipedriveAdapter,
  attio: attioAdapter,
};

export function isCrmProvider(value: string): value is CrmProviderId {
  return (crmProviderIds as readonly string[]).includes(value);
}
