import { signal } from './proposed-signal.js';
import { called, recurring, standing } from './competitor-templates.js';
import { some, type Template } from './signal-templates.js';
import { plural } from './text.js';

// Templates for watching what is said about competitors, the brand itself and its users' problems. The
// project-wide negatives (job posts, self-promotion) are added once by the proposer. Without a name
// (neither the description nor the website gives one) there is no brand to watch.

export const competitorMentions: Template = (w) =>
  w.competitors.slice(0, 3).map((c) => {
    const name = called(c, w);
    return signal(`Discussing ${c}`, `Posts that talk about ${c}: opinions, experiences, questions.`, [
      name,
      `${name} review`,
      ...(standing(c, w).closed ? [`${c} shutdown`] : [`using ${name}`]),
      `${name} experience`,
    ]);
  });

/** What pushes a rival's buyers to look around: a price rise or an outage for a service, a shutdown. */
export const competitorNews: Template = (w) => {
  const news = w.competitors.flatMap((c) => {
    const { closed, free, outgrown } = standing(c, w);
    if (closed) return [`${c} shutdown`, `${c} replacement`];
    return [
      ...(recurring(w) && !free && !outgrown ? [`${c} price increase`] : []),
      ...(w.kind === 'software' ? [`${c} outage`] : []),
      `${called(c, w)} discontinued`,
      ...(recurring(w) ? [`${c} shutting down`] : []),
    ];
  });
  const own = w.want && recurring(w) ? [`${w.want} price increase`, `${plural(w.want)} shutting down`] : [];
  return news.length + own.length === 0
    ? []
    : [
        signal(
          w.competitors.length > 0 ? `Changes at ${w.competitors[0]}` : `News from ${w.want} sellers`,
          'Price changes, launches, outages or shutdowns that push customers to look around.',
          [...news, ...own],
        ),
      ];
};

export const brandMentions: Template = ({ name, competitors }) =>
  !name
    ? []
    : [
        signal(`Mentions of ${name}`, `Any post that names ${name}.`, [
          name,
          `${name} review`,
          `using ${name}`,
        ]),
        signal(
          `Complaints about ${name}`,
          `Someone is unhappy with ${name}: a bug, a price, a support experience.`,
          [`${name} not working`, `${name} problem`, `${name} support`, `disappointed with ${name}`],
        ),
        signal(`Praise for ${name}`, `Someone recommends ${name} or says it worked well for them.`, [
          `love ${name}`,
          `recommend ${name}`,
          `${name} is great`,
          `switched to ${name}`,
        ]),
        signal(`${name} compared with others`, `Posts that compare ${name} with other options.`, [
          ...competitors.map((c) => `${name} vs ${c}`),
          `${name} alternative`,
          `compared to ${name}`,
        ]),
      ];

export const supportNeeds: Template = (w) => {
  const name = w.name;
  if (!name) return [];
  return [
    signal(`${name} users asking for help`, `Someone who uses ${name} asks how to do something with it.`, [
      `${name} help`,
      `${name} tips`,
      `${name} question`,
      `${name} setup`,
    ]),
    signal(`Reporting a problem with ${name}`, `Someone reports a bug, an error or an outage in ${name}.`, [
      `${name} bug`,
      `${name} error`,
      `${name} not working`,
      `${name} down`,
    ]),
    signal(
      `Asking for ${some(`${name} feature`)}`,
      `Someone asks whether ${name} can do something, or requests a feature.`,
      [`${name} feature request`, `does ${name} support`, `${name} integration`, `wish ${name} had`],
    ),
    signal(
      `Billing or account questions about ${name}`,
      `Someone asks about a charge, a plan, a refund or access to their ${name} account.`,
      [`${name} billing`, `${name} refund`, `${name} account`, `${name} subscription`],
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
};
