// What the Integrations tab says of each CRM: what a lead becomes there, what its token is called and
// where an owner finds one (the scopes the API checks, api/src/crm/providers), and what a property's
// API name is called in it.
import type { CrmProvider } from '@signalboard/shared/api';

export interface CrmWords {
  /** One line: what arrives in the CRM for each lead. */
  arrives: string;
  /** What the pasted secret is called there: "private app token". */
  tokenName: string;
  /** The same with its article, in "Use a private app token instead". */
  aTokenName: string;
  /** Where to get it, step by step, in the CRM's own menu names. */
  tokenSteps: readonly string[];
  /** What the CRM calls a property's API name, for the mapping's hints. */
  propertyName: string;
}

export const CRM_WORDS: Record<CrmProvider, CrmWords> = {
  hubspot: {
    arrives: 'Each lead becomes a contact with a note: the post, its link, the signals, the score and why.',
    tokenName: 'private app token',
    aTokenName: 'a private app token',
    tokenSteps: [
      'In HubSpot, open Settings → Integrations → Private apps and create a private app.',
      'Under Scopes, tick crm.objects.contacts.read, crm.objects.contacts.write, crm.schemas.contacts.read and crm.schemas.contacts.write.',
      'Create the app, then copy its access token and paste it here.',
    ],
    propertyName: 'the property’s internal name (Settings → Properties → the property)',
  },
  pipedrive: {
    arrives:
      'Each lead becomes a person and a lead in the Leads Inbox, with a note: the post, its link, the signals, the score and why.',
    tokenName: 'API token',
    aTokenName: 'an API token',
    tokenSteps: [
      'In Pipedrive, open your account menu (top right) → Personal preferences → API.',
      'Copy your personal API token and paste it here. Leads arrive as added by you.',
    ],
    propertyName: 'the custom field’s API key (Company settings → Data fields → the field)',
  },
  attio: {
    arrives:
      'Each lead becomes a person record with a note: the post, its link, the signals, the score and why.',
    tokenName: 'API key',
    aTokenName: 'an API key',
    tokenSteps: [
      'In Attio, open Workspace settings → Developers and create an access token (API key).',
      'Give it read-write access to records, object configuration and notes.',
      'Copy the key and paste it here.',
    ],
    propertyName: 'the attribute’s slug (Workspace settings → Objects → People → the attribute)',
  },
};
