import { signal } from './proposed-signal.js';
import type { Template } from './signal-templates.js';
import { plural, withArticle } from './text.js';

// Templates for watching what is said about competitors, the brand itself and its users' problems. The
// project-wide negatives (job posts, self-promotion) are added once by the proposer.

export const competitorMentions: Template = (w) =>
  w.competitors
    .slice(0, 3)
    .map((c) =>
      signal(`Discussing ${c}`, `Posts that talk about ${c}: opinions, experiences, questions.`, [
        c,
        `${c} review`,
        `using ${c}`,
        `${c} experience`,
      ]),
    );

export const competitorNews: Template = (w) => [
  signal(
    w.competitors.length > 0 ? `Changes at ${w.competitors[0]}` : `News from ${w.want} vendors`,
    'Price changes, launches, outages or shutdowns that push customers to look around.',
    [
      ...w.competitors.flatMap((c) => [`${c} price increase`, `${c} outage`, `${c} shutting down`]),
      `${w.want} price increase`,
      `${plural(w.want)} shutting down`,
    ],
  ),
];

export const brandMentions: Template = (w) => [
  signal(`Mentions of ${w.name}`, `Any post that names ${w.name}.`, [
    w.name,
    `${w.name} review`,
    `using ${w.name}`,
  ]),
  signal(
    `Complaints about ${w.name}`,
    `Someone is unhappy with ${w.name}: a bug, a price, a support experience.`,
    [`${w.name} not working`, `${w.name} problem`, `${w.name} support`, `disappointed with ${w.name}`],
  ),
  signal(`Praise for ${w.name}`, `Someone recommends ${w.name} or says it worked well for them.`, [
    `love ${w.name}`,
    `recommend ${w.name}`,
    `${w.name} is great`,
    `switched to ${w.name}`,
  ]),
  signal(`${w.name} compared with others`, `Posts that compare ${w.name} with other options.`, [
    ...w.competitors.map((c) => `${w.name} vs ${c}`),
    `${w.name} alternative`,
    `compared to ${w.name}`,
  ]),
];

export const supportNeeds: Template = (w) => [
  signal(`${w.name} users asking for help`, `Someone who uses ${w.name} asks how to do something with it.`, [
    `${w.name} help`,
    `${w.name} tips`,
    `${w.name} question`,
    `${w.name} setup`,
  ]),
  signal(`Reporting a problem with ${w.name}`, `Someone reports a bug, an error or an outage in ${w.name}.`, [
    `${w.name} bug`,
    `${w.name} error`,
    `${w.name} not working`,
    `${w.name} down`,
  ]),
  signal(
    `Asking for ${withArticle(`${w.name} feature`)}`,
    `Someone asks whether ${w.name} can do something, or requests a feature.`,
    [`${w.name} feature request`, `does ${w.name} support`, `${w.name} integration`, `wish ${w.name} had`],
  ),
  signal(
    `Billing or account questions about ${w.name}`,
    `Someone asks about a charge, a plan, a refund or access to their ${w.name} account.`,
    [`${w.name} billing`, `${w.name} refund`, `${w.name} account`, `${w.name} subscription`],
  ),
  ...w.offerings
    .slice(0, 2)
    .map((o) =>
      signal(`How-to questions about ${o}`, `Someone asks how to get ${o} working.`, [
        `${o} help`,
        `${o} not working`,
        `${o} setup`,
      ]),
    ),
];
