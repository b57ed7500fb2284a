/**
 * Well-known SaaS names a post may mention, for "Mentions a competitor?" when the column lists none.
 * Names that are everyday words ("Close", "Front", "Buffer", "Linear", "Segment") are left out on
 * purpose: as plain substrings they would flag half of all posts.
 */
// prettier-ignore
export const wellKnownSaasNames = [
  'HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM', 'Zoho', 'Freshsales', 'Freshdesk', 'Zendesk',
  'Intercom', 'Help Scout', 'Crisp', 'LiveChat', 'Mailchimp', 'ActiveCampaign', 'Klaviyo', 'ConvertKit',
  'Brevo', 'Sendinblue', 'Lemlist', 'Apollo.io', 'Outreach.io', 'Salesloft', 'Gong', 'Attio', 'Folk',
  'Monday.com', 'ClickUp', 'Asana', 'Trello', 'Jira', 'Notion', 'Airtable', 'Basecamp', 'Smartsheet',
  'Slack', 'Microsoft Teams', 'Zapier', 'Make.com', 'Calendly', 'Typeform', 'Jotform', 'SurveyMonkey',
  'Hotjar', 'Mixpanel', 'Amplitude', 'PostHog', 'Google Analytics', 'Plausible', 'Semrush', 'Ahrefs',
  'Moz', 'Brandwatch', 'Hootsuite', 'Sprout Social', 'Later.com', 'Brand24', 'Mention.com', 'Shopify',
  'WooCommerce', 'BigCommerce', 'Stripe', 'Paddle', 'Chargebee', 'Gumroad', 'QuickBooks', 'Xero',
  'FreshBooks', 'Webflow', 'Wix', 'Squarespace', 'WordPress', 'Figma', 'Canva', 'Miro', 'Loom',
  'Dropbox', 'DocuSign', 'PandaDoc', 'Gusto', 'Rippling', 'BambooHR', 'Workday', 'ServiceNow',
  'Datadog', 'Sentry', 'New Relic', 'Vercel', 'Netlify', 'Heroku', 'Supabase', 'Firebase', 'Auth0',
  'Okta', 'Twilio', 'SendGrid', 'Postmark', 'Mailgun', 'Drip', 'Substack', 'Beehiiv', 'Ghost',
] as const;

/** Where a business description names its rivals: "competitors: X, Y", "an alternative to X", "vs X". */
const cue =
  /\b(?:competitors?(?:\s+(?:include|are|like|such as))?|alternatives?\s+to|unlike|vs\.?|versus|compared\s+(?:to|with)|instead\s+of|replaces?|switch(?:ing)?\s+from)\s*:?\s*([^.;\n]{1,200})/gi;
/** A capitalised name of up to three words at the start of a listed item ("Pipedrive", "Zoho CRM"). */
const leadingName = /^\s*(?:the\s+)?([A-Z][\w.+&-]*(?:\s+[A-Z][\w.+&-]*){0,2})/;

/** Competitor names a project's business description mentions (at most 20), in order of appearance. */
export function competitorsFromDescription(description: string | null | undefined): string[] {
  if (!description) return [];
  const names: string[] = [];
  const seen = new Set<string>();
  for (const match of description.slice(0, 5000).matchAll(cue)) {
    for (const item of (match[1] ?? '').split(/,|\/|\band\b|\bor\b/)) {
      const name = leadingName.exec(item)?.[1]?.replace(/[.]+$/, '');
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      names.push(name);
      if (names.length >= 20) return names;
    }
  }
  return names;
}
