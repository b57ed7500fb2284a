// The businesses of the evaluation set and the shape of each one's feed (see plan-slots.mjs). The
// one-line briefs are what the posts were written from; each business's full description and intent
// signals are in its signals file, written as a user of Signalboard would write them.

export const postsPerBusiness = 130;

/** 20 leads of 130 (15 %); 8 of them (40 %) never use the category's words or a competitor's name. */
export const leadSlots = [
  { kind: 'request', count: 6, indirect: false },
  { kind: 'switching', count: 4, indirect: false },
  { kind: 'problem', count: 6, indirect: true },
  { kind: 'on_behalf', count: 2, indirect: false },
  { kind: 'on_behalf', count: 2, indirect: true },
];

/** The look-alike non-leads of LEAD-POLICY.md, six of each per business. */
export const lookalikeKinds = [
  'news_tutorial',
  'vendor_promo',
  'job',
  'happy_or_staying',
  'howto_competitor',
  'wrong_buyer',
  'neighbouring_need',
  'other_meaning',
];
export const lookalikesPerKind = 6;

const dev = [
  ['hackernews', 3],
  ['reddit', 3],
  ['stackexchange', 2],
  ['github', 2],
  ['lobsters', 1],
  ['devto', 1],
  ['mastodon', 1],
  ['bluesky', 1],
];
const business = [
  ['reddit', 5],
  ['hackernews', 2],
  ['mastodon', 1],
  ['bluesky', 1],
  ['rss', 1],
  ['x', 1],
];
const local = [
  ['reddit', 6],
  ['mastodon', 1],
  ['bluesky', 2],
  ['rss', 2],
  ['x', 1],
];

export const businesses = [
  {
    file: 'acme-crm',
    prefix: 'crm',
    platforms: business,
    brief: 'Acme CRM: a simple, affordable CRM for small sales teams (2-20 sellers).',
  },
  {
    file: 'tallybook',
    prefix: 'tally',
    platforms: business,
    brief:
      'Tallybook: invoicing and simple bookkeeping software for freelancers and sole traders (UK and US).',
  },
  {
    file: 'clearpath-bookkeeping',
    prefix: 'books',
    platforms: business,
    brief:
      'Clearpath: an outsourced bookkeeping and tax-preparation service (people, not software) for US small businesses with 5-50 employees.',
  },
  {
    file: 'clusterledger',
    prefix: 'k8s',
    platforms: dev,
    brief:
      'ClusterLedger: Kubernetes cost monitoring (cost per namespace and team, idle capacity, spend alerts) for companies running their own clusters.',
  },
  {
    file: 'sendrail',
    prefix: 'mail',
    platforms: dev,
    brief:
      'Sendrail: a transactional e-mail API for developers (password resets, receipts, notifications), with deliverability help.',
  },
  {
    file: 'quillstack',
    prefix: 'pg',
    platforms: dev,
    brief:
      'Quillstack: managed PostgreSQL hosting for startups (backups, failover, upgrades, 24/7 on-call handled for you).',
  },
  {
    file: 'vaultline',
    prefix: 'vault',
    platforms: business,
    brief:
      'Vaultline: a password manager for small teams and companies (5-200 people) with shared vaults and onboarding/offboarding.',
  },
  {
    file: 'brightwire-electric',
    prefix: 'spark',
    platforms: local,
    brief:
      'Brightwire Electric: a residential and small-commercial electrician in Leeds and West Yorkshire, UK (rewires, consumer units, EV chargers, fault finding, landlord EICRs).',
  },
  {
    file: 'pedalpath',
    prefix: 'bike',
    platforms: local,
    brief:
      'PedalPath: an e-bike subscription for commuters in Greater London (monthly fee, maintenance and theft cover included).',
  },
  {
    file: 'fernleaf-tutoring',
    prefix: 'tutor',
    platforms: local,
    holdout: true,
    brief:
      'Fernleaf: online one-to-one maths tutoring for secondary school students in the UK (GCSE and A-level); the buyer is usually a parent.',
  },
  {
    file: 'shiftnest',
    prefix: 'shift',
    platforms: business,
    holdout: true,
    brief:
      'ShiftNest: staff scheduling, shift swaps and time clock for independent restaurants and cafés (5-80 staff).',
  },
  {
    file: 'pagerline',
    prefix: 'uptime',
    platforms: dev,
    holdout: true,
    brief: 'Pagerline: uptime monitoring, alerting and public status pages for small SaaS teams.',
  },
];
