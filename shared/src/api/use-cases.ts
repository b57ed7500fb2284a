// The API's use cases (api/src/schemas/project.ts) in plain words, in the order they are offered: one
// wording for the wizard's step 4 and the settings' Business tab.
import type { UseCase } from './types';

export const USE_CASES: readonly { id: UseCase; title: string; description: string }[] = [
  {
    id: 'lead_generation',
    title: 'Find new customers',
    description: 'Spot people asking for a product like yours, and reach them while they are still choosing.',
  },
  {
    id: 'competitor_monitoring',
    title: 'Watch your competitors',
    description: 'See when people complain about a competitor or look for an alternative to it.',
  },
  {
    id: 'market_research',
    title: 'Research your market',
    description: 'Learn what people need, the problems they want solved and the words they use for them.',
  },
  {
    id: 'brand_monitoring',
    title: 'Follow your brand',
    description: 'Know when people mention your company or your product, good or bad.',
  },
  {
    id: 'customer_support',
    title: 'Help your customers',
    description: 'Find customers asking for help in public forums, so you can answer them there.',
  },
  {
    id: 'other',
    title: 'Something else',
    description: 'None of these fits: your intent signals will follow your business description alone.',
  },
];
