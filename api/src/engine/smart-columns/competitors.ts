/**
 * Well-known products a post may mention, by market, for "Mentions a competitor?" when the column lists
 * none. When the project's description names rivals from one of these markets, only that market's names
 * count ("Our Slack channel" names no competitor of a CRM). Names that are everyday words are in
 * `everydayNames`: they count only when capitalised inside a sentence ("Close.com or Copper?").
 */
// prettier-ignore
export const productsByMarket: Record<string, readonly string[]> = {
  crm: ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM', 'Zoho', 'Freshsales', 'Attio', 'Close.com', 'Insightly',
    'Agile CRM', 'Capsule CRM', 'Less Annoying CRM', 'Nutshell CRM', 'Keap', 'SugarCRM', 'Dynamics 365',
    'Microsoft Dynamics', 'Monday.com', 'Monday CRM', 'Streak CRM', 'Copper CRM', 'Salesflare', 'Bitrix24'],
  support: ['Zendesk', 'Freshdesk', 'Intercom', 'Help Scout', 'Crisp', 'LiveChat', 'Gorgias', 'Kustomer'],
  email: ['Mailchimp', 'ActiveCampaign', 'Klaviyo', 'ConvertKit', 'Brevo', 'Sendinblue', 'Lemlist', 'Apollo.io',
    'Outreach.io', 'Salesloft', 'Drip', 'Substack', 'Beehiiv', 'Ghost', 'SendGrid', 'Postmark', 'Mailgun'],
  work: ['ClickUp', 'Asana', 'Trello', 'Jira', 'Notion', 'Airtable', 'Basecamp', 'Smartsheet', 'Monday.com', 'Slack',
    'Microsoft Teams', 'Zapier', 'Make.com', 'Calendly', 'Typeform', 'Jotform', 'SurveyMonkey', 'Loom', 'Miro'],
  analytics: ['Hotjar', 'Mixpanel', 'Amplitude', 'PostHog', 'Google Analytics', 'Plausible', 'Semrush', 'Ahrefs',
    'Moz', 'Brandwatch', 'Hootsuite', 'Sprout Social', 'Later.com', 'Brand24', 'Mention.com', 'Gong'],
  commerce: ['Shopify', 'WooCommerce', 'BigCommerce', 'Stripe', 'Paddle', 'Chargebee', 'Gumroad', 'Squarespace',
    'Wix', 'Webflow', 'WordPress'],
  finance: ['QuickBooks', 'Xero', 'FreshBooks', 'Sage', 'Wave', 'Gusto', 'Rippling', 'BambooHR', 'Workday',
    'DocuSign', 'PandaDoc', 'Deel'],
  infrastructure: ['Datadog', 'Sentry', 'New Relic', 'PagerDuty', 'Opsgenie', 'Vercel', 'Netlify', 'Heroku',
    'Supabase', 'Firebase', 'Auth0', 'Okta', 'Twilio', 'Amazon RDS', 'AWS RDS', 'RDS', 'Aurora', 'Cloud SQL',
    'Azure Database', 'Aiven', 'Crunchy Bridge', 'Tembo', 'Timescale', 'PlanetScale', 'CockroachDB', 'DigitalOcean',
    'Linode', 'ScaleGrid', 'ServiceNow',
    'Figma', 'Canva', 'Dropbox'],
};

/** Product names that are also everyday words: matched only when capitalised inside a sentence. */
// prettier-ignore
export const everydayNames: Record<string, readonly string[]> = {
  crm: ['Close', 'Copper', 'Capsule', 'Streak', 'Nimble', 'Folk', 'Nutshell'],
  support: ['Front', 'Help Scout'],
  work: ['Linear', 'Height', 'Monday'],
  analytics: ['Segment', 'Buffer', 'Later'],
  finance: ['Sage', 'Wave'],
  infrastructure: ['Render', 'Fly.io', 'Railway', 'Neon'],
};

/** Every built-in name, all markets. */
export const wellKnownSaasNames: readonly string[] = [...new Set(Object.values(productsByMarket).flat())];

/** The markets the project's rivals belong to (none when it names none that are listed). */
export function marketsOf(projectCompetitors: readonly string[]): string[] {
  const names = new Set(projectCompetitors.map((name) => name.toLowerCase()));
  return Object.entries(productsByMarket)
    .filter(([, products]) => products.some((product) => names.has(product.toLowerCase())))
    .map(([market]) => market);
}

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
