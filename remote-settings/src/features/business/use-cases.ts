// The API's use cases in plain words: what each is called and what it means for the leads.
import type { UseCase } from '@signalboard/shared/api';

export interface UseCaseOption {
  value: UseCase;
  label: string;
  explanation: string;
}

export const USE_CASES: readonly UseCaseOption[] = [
  {
    value: 'lead_generation',
    label: 'Find new customers',
    explanation: 'Spot people asking for what you sell, so you can reach them first.',
  },
  {
    value: 'competitor_monitoring',
    label: 'Watch competitors',
    explanation: 'See who complains about a competitor or looks for an alternative to it.',
  },
  {
    value: 'market_research',
    label: 'Research the market',
    explanation: 'Learn what your market asks for, struggles with and compares.',
  },
  {
    value: 'brand_monitoring',
    label: 'Follow your brand',
    explanation: 'Know when people mention your company or your product.',
  },
  {
    value: 'customer_support',
    label: 'Help your customers',
    explanation: 'Find users of your product who need help, wherever they ask.',
  },
  {
    value: 'other',
    label: 'Something else',
    explanation: 'Any other reason to follow the conversations that matter to you.',
  },
];
