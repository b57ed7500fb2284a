import { describe, expect, it } from 'vitest';
import { refineSignalLocally } from '../../src/brainstorm/refine-signal.js';
import type { ProposedIntentSignal } from '../../src/brainstorm/proposed-signal.js';

const description =
  'Acme CRM is a simple CRM for small marketing agencies. Key offerings include pipeline tracking, automated ' +
  'follow-ups and a client portal. It is an alternative to HubSpot and Pipedrive.';

const refine = (signal: ProposedIntentSignal, instruction = '', useCase = 'lead_generation' as const) =>
  refineSignalLocally({ signal, instruction, description, useCase });

describe('refineSignalLocally', () => {
  it("tightens the name, writes a missing description and adds negative keywords, never the business's self-description", () => {
    const result = refine({
      name: 'People who are looking for a new CRM.',
      description: '',
      keywords: ['new CRM', 'looking for a CRM ', 'New crm'],
      negative_keywords: [],
    });
    expect(result.signal).toEqual({
      name: 'Looking for a new CRM',
      description: 'Posts where someone is looking for a new CRM.',
      keywords: ['new CRM', 'looking for a CRM'],
      negative_keywords: ['hiring', 'job opening', 'tutorial', 'I built', 'launching today'],
    });
    expect(result.changes).toEqual([
      'Tightened the name from "People who are looking for a new CRM." to "Looking for a new CRM".',
      'Wrote a description, since the signal had none.',
      'Added the negative keywords "hiring", "job opening", "tutorial", "I built" and "launching today" to leave out job posts, tutorials and self-promotion.',
    ]);
  });

  it('applies "exclude", "focus on" and "rename", and says what it could not do', () => {
    const result = refine(
      {
        name: 'Looking for an alternative to HubSpot',
        description: 'Someone wants to replace HubSpot.',
        keywords: ['HubSpot alternative', 'agencies', 'switching from HubSpot'],
        negative_keywords: ['hiring', 'pricing'],
      },
      'Exclude agencies and freelancers; focus on pricing, rename it to "Leaving HubSpot over price". Make it funnier',
    );
    expect(result.signal.name).toBe('Leaving HubSpot over price');
    expect(result.signal.description).toBe('Someone wants to replace HubSpot. It focuses on pricing.');
    expect(result.signal.keywords).toEqual(['HubSpot alternative', 'switching from HubSpot', 'pricing']);
    expect(result.signal.negative_keywords).toEqual(
      expect.arrayContaining(['hiring', 'agencies', 'freelancers', 'job opening', 'tutorial']),
    );
    expect(result.signal.negative_keywords).not.toContain('pricing');
    expect(result.changes).toEqual([
      'Renamed the signal to "Leaving HubSpot over price", as asked.',
      'Excluded "agencies" and "freelancers": posts containing them are now left out.',
      'Removed "agencies" from the keywords, since you asked to exclude it.',
      'Focused the signal on "pricing": added to the keywords and the description.',
      'Could not apply "Make it funnier" automatically; edit the signal by hand for that.',
      'Added the negative keywords "job opening", "tutorial", "I built" and "launching today" to leave out job posts, tutorials and self-promotion.',
    ]);
  });

  it('says so when nothing needed changing', () => {
    const sharp: ProposedIntentSignal = {
      name: 'Asking for a CRM recommendation',
      description: 'Someone asks which CRM to use.',
      keywords: ['best CRM', 'simple CRM'],
      negative_keywords: ['hiring', 'job opening', 'tutorial', 'I built', 'launching today'],
    };
    expect(refine(sharp)).toEqual({
      signal: sharp,
      changes: [
        'Nothing needed changing: the name is tight and the keywords and negative keywords are in place.',
      ],
    });
  });

  it('removes a term that is both a keyword and a negative keyword from the negatives', () => {
    const result = refine({
      name: 'CRM pricing',
      description: 'x',
      keywords: ['tutorial', 'CRM pricing'],
      negative_keywords: ['Tutorial'],
    });
    expect(result.signal.negative_keywords).not.toContain('Tutorial');
    expect(result.changes).toContain(
      'Removed "Tutorial" from the negative keywords because it is also a keyword.',
    );
  });

  it('never goes beyond 30 keywords or 30 negative keywords', () => {
    const many = Array.from({ length: 30 }, (_, i) => `term ${i}`);
    const result = refine(
      { name: 'Busy', description: 'x', keywords: many, negative_keywords: many.map((t) => `not ${t}`) },
      'include pricing; exclude agencies',
    );
    expect(result.signal.keywords).toHaveLength(30);
    expect(result.signal.negative_keywords).toHaveLength(30);
  });

  it('adds offerings from the description, but not its name or what it calls itself', () => {
    const result = refine({
      name: 'Needs pipeline tracking',
      description: 'Someone needs pipeline tracking.',
      keywords: ['tracking deals'],
      negative_keywords: [],
    });
    expect(result.signal.keywords).toContain('pipeline tracking');
    expect(result.signal.keywords.join(' ')).not.toMatch(/Acme|simple CRM/);
  });

  it('is deterministic', () => {
    const signal = {
      name: 'Frustrated with HubSpot',
      description: '',
      keywords: ['HubSpot'],
      negative_keywords: [],
    };
    expect(refine(signal, 'exclude students')).toEqual(refine(signal, 'exclude students'));
  });
});
