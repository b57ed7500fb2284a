// The key map (what each key asks for, and that modified keys stay the browser's) and the inert
// highlighting of matched terms in untrusted post text.
import { render } from '@testing-library/react';
import { Highlight, highlightSegments, matchedTerms, searchedTerms } from '../../../components/highlight';
import { commandForKey } from '../use-list-keyboard';

const key = (
  k: string,
  mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => commandForKey({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('the list keys', () => {
  it('maps movement, opening, triage, selection and help', () => {
    expect(key('j')).toEqual({ type: 'move', by: 1 });
    expect(key('ArrowUp')).toEqual({ type: 'move', by: -1 });
    expect(key('Enter')).toEqual({ type: 'open' });
    expect(key('Enter', { shiftKey: true })).toEqual({ type: 'openPage' });
    expect(key('s')).toEqual({ type: 'star' });
    expect(key('r')).toEqual({ type: 'toggleRead' });
    expect(key('x')).toEqual({ type: 'select' });
    expect(key('X', { shiftKey: true })).toEqual({ type: 'selectRange' });
    expect(key('3')).toEqual({ type: 'status', position: 2 });
    expect(key('Delete')).toEqual({ type: 'delete' });
    expect(key('/')).toEqual({ type: 'search' });
    expect(key('?', { shiftKey: true })).toEqual({ type: 'help' });
  });

  it('leaves Ctrl/Cmd/Alt combinations and other keys alone', () => {
    expect(key('s', { ctrlKey: true })).toBeNull();
    expect(key('r', { metaKey: true })).toBeNull();
    expect(key('0')).toBeNull();
    expect(key('q')).toBeNull();
  });
});

describe('highlighting', () => {
  it('collects terms and phrases of every match, longest first, once each', () => {
    const explanation = { reason: '' };
    const terms = matchedTerms({
      matches: [
        { intent_signal_name: 'A', explanation: { ...explanation, terms: ['crm'], phrases: ['which crm'] } },
        { intent_signal_name: 'B', explanation: { ...explanation, terms: ['CRM', ' '], phrases: [] } },
      ],
    });
    expect(terms).toEqual(['which crm', 'CRM']);
  });

  it('marks the words of the search as the API finds them: phrases whole, not "or", not excluded words', () => {
    expect(searchedTerms('  "which crm" pipedrive? or -hubspot -"sales tool" (Zoho)  ')).toEqual([
      'which crm',
      'pipedrive',
      'Zoho',
    ]);
    expect(searchedTerms('')).toEqual([]);
    expect(searchedTerms('"unclosed phrase')).toEqual(['unclosed phrase']);
    // Searched words join the matched ones, once each, longest first.
    expect(matchedTerms({ matches: [] }, searchedTerms('crm Pipedrive CRM'))).toEqual(['Pipedrive', 'CRM']);
  });

  it('marks matches case-insensitively and treats regex characters literally', () => {
    expect(highlightSegments('Need a C++ CRM? crm!', ['c++', 'crm'])).toEqual([
      { text: 'Need a ', match: false },
      { text: 'C++', match: true },
      { text: ' ', match: false },
      { text: 'CRM', match: true },
      { text: '? ', match: false },
      { text: 'crm', match: true },
      { text: '!', match: false },
    ]);
  });

  it('renders post text inert: markup in it stays text', () => {
    const { container } = render(
      <Highlight text={'<img src=x onerror=alert(1)> best crm'} terms={['crm']} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('crm');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> best crm');
  });
});
