import { describe, expect, it } from 'vitest';
import { findEntity } from '../../../src/engine/smart-columns/entities.js';

const context = { competitors: [], competitorCues: true };

describe('a competitor named after a switching cue', () => {
  it('is the capitalised name only, not the lowercase word after it', () => {
    expect(
      findEntity('competitor', 'Looking for an alternative to HubSpot for a team of four', context),
    ).toBe('HubSpot');
    expect(findEntity('competitor', 'we are leaving Zoho CRM next month', context)).toBe('Zoho CRM');
  });

  it('is nothing when the word after the cue is not a name', () => {
    expect(findEntity('competitor', 'thinking of leaving my job', context)).toBeNull();
  });
});
