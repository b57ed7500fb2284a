import { describe, expect, it } from 'vitest';
import type { AlertLead } from '../../../src/alerts/alert-lead.js';
import { burstMessage, escapeMrkdwn, leadMessage } from '../../../src/alerts/slack/lead-message.js';

const appUrl = 'https://app.example.com';

function lead(fields: Partial<AlertLead> = {}): AlertLead {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    projectId: '22222222-2222-4222-8222-222222222222',
    score: 77,
    platform: 'reddit',
    title: 'Need a CRM',
    body: 'We outgrew spreadsheets.',
    url: 'https://www.reddit.com/r/sales/comments/abc',
    author: 'dana',
    community: 'r/sales',
    publishedAt: new Date('2026-11-20T09:00:00Z'),
    createdAt: new Date('2026-11-20T09:01:00Z'),
    statusConfigId: null,
    hidden: false,
    signals: [{ id: 's1', name: 'CRM switch', score: 80, reason: 'Leaving spreadsheets.' }],
    ...fields,
  };
}

const texts = (blocks: object[]) => JSON.stringify(blocks);

describe('Slack lead messages', () => {
  it('escapes the three mrkdwn control characters and nothing else', () => {
    expect(escapeMrkdwn('a & b <!channel> <@U1> *x*')).toBe('a &amp; b &lt;!channel&gt; &lt;@U1&gt; *x*');
  });

  it('leaves out a post link that would break out of Slack link syntax, and escapes author and community', () => {
    const message = leadMessage(
      'C1',
      lead({ url: 'https://evil.example/|<!channel>', author: '<!here>', community: 'r/<@U2>' }),
      lead().signals,
      appUrl,
    );
    const context = texts(message.blocks!.slice(1, 2));
    expect(context).not.toMatch(/<!here>|<!channel>|<@U2>|evil\.example/);
    expect(context).toContain('Reddit · r/&lt;@U2&gt; · by &lt;!here&gt;');
  });

  it('keeps within Slack limits: header 150 characters, fallback text 200 plus its prefix', () => {
    const long = 'x'.repeat(500);
    const message = leadMessage('C1', lead({ title: long, body: long }), [], appUrl);
    const header = message.blocks![0] as { text: { text: string } };
    expect(header.text.text).toHaveLength(150);
    expect(header.text.text.endsWith('…')).toBe(true);
    expect(message.text.length).toBeLessThan(230);
    expect(texts(message.blocks!)).toContain('Matched your project.');
  });

  it('uses the start of the post when it has no title', () => {
    const message = leadMessage('C1', lead({ title: null, body: 'Any   CRM\nfor a team of 5?' }), [], appUrl);
    expect((message.blocks![0] as { text: { text: string } }).text.text).toBe('Any CRM for a team of 5?');
  });

  it('lists the best ten of a burst, counts the rest and links the list', () => {
    const leads = Array.from({ length: 13 }, (_, i) =>
      lead({
        id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        title: `Lead ${i}`,
        score: i,
      }),
    );
    const message = burstMessage('C1', 'p1', leads, appUrl);
    const body = texts(message.blocks!);
    expect(message.text).toMatch(/^13 new leads: Lead 12; Lead 11; Lead 10/);
    expect(body).toContain('Lead 12');
    expect(body).toContain('Lead 3');
    expect(body).toContain('|Lead 3>');
    expect(body).not.toContain('|Lead 2>');
    expect(body).toContain('…and 3 more.');
    expect(body).toContain(`"url":"${appUrl}/projects/p1/leads"`);
  });
});
