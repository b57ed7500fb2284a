// Marks are whole words: the scorer matches stems, so a term marks the whole word it starts ("founder"
// marks "founders"), never a piece of a word ("founder|s", "plan" inside "explanation"), and the mark
// is a calm tint rather than a box.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render } from '@testing-library/react';
import { Highlight, highlightSegments } from '../highlight';

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .filter((segment) => segment.match)
    .map((segment) => segment.text);

describe('whole-word highlighting', () => {
  it('marks the whole word a term starts, not the term inside it', () => {
    expect(highlightSegments('Two founders, three plans.', ['founder', 'plan'])).toEqual([
      { text: 'Two ', match: false },
      { text: 'founders', match: true },
      { text: ', three ', match: false },
      { text: 'plans', match: true },
      { text: '.', match: false },
    ]);
    expect(marked('CRMs and a crm', ['CRM'])).toEqual(['CRMs', 'crm']);
  });

  it('never marks a term in the middle or at the end of another word', () => {
    expect(marked('An explanation of async sync', ['plan', 'sync'])).toEqual(['sync']);
    expect(marked('Unplanned', ['plan'])).toEqual([]);
    expect(highlightSegments('Unplanned', ['plan'])).toEqual([{ text: 'Unplanned', match: false }]);
  });

  it('finds the other forms of a word ending in e or y', () => {
    expect(marked('Organizing pipelines for companies', ['organize', 'pipeline', 'company'])).toEqual([
      'Organizing',
      'pipelines',
      'companies',
    ]);
  });

  it('marks a phrase whole, its last word with its ending, and prefers the longest term', () => {
    expect(marked('our first sales pipelines, then sales', ['first sales pipeline', 'sales'])).toEqual([
      'first sales pipelines',
      'sales',
    ]);
  });

  it('keeps names with symbols as they are written', () => {
    expect(marked('C++ or c#, not c', ['c++', 'c#'])).toEqual(['C++', 'c#']);
  });

  it('renders whole-word marks', () => {
    const { container } = render(<Highlight text="founders planning" terms={['founder', 'plan']} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'founders',
      'planning',
    ]);
  });

  it('draws a mark as a soft tint: no outline box around it', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/components/highlight.css'), 'utf8');
    expect(css).toMatch(/\.sb-leads__mark\s*{[^}]*background:/);
    expect(css).not.toMatch(/box-shadow|outline|border:/);
  });
});
