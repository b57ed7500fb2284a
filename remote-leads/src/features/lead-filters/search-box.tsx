// Full-text search: applied ~250 ms after typing stops, at once on Enter, cleared by Escape. While a
// search is being edited the URL entry is replaced, so Back leaves the search instead of undoing letters.
import { useEffect, useRef, useState } from 'react';
import { filterLimits } from './lead-filter';
import type { UseLeadFilter } from './use-lead-filter';

export const SEARCH_DEBOUNCE_MS = 250;

export function SearchBox({ filter, setFilter }: Pick<UseLeadFilter, 'filter' | 'setFilter'>) {
  const [text, setText] = useState(filter.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed under us (Back, Clear all, a saved view): show what it says, adjusted while
  // rendering (React's pattern for state that follows a prop), and drop a search still waiting.
  const [shown, setShown] = useState(filter.search);
  if (shown !== filter.search) {
    setShown(filter.search);
    setText(filter.search);
  }
  useEffect(() => clearTimeout(timer.current), [filter.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    if (value === filter.search) return;
    setFilter({ search: value }, { replace: filter.search !== '' && value !== '' });
  };

  return (
    <div className="sb-lead-filters__search">
      <label htmlFor="lead-filter-search" className="sb-visually-hidden">
        Search leads
      </label>
      <input
        id="lead-filter-search"
        type="search"
        className="sb-lead-filters__input"
        placeholder='Search titles and posts ("phrase", -word)'
        maxLength={filterLimits.search}
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(text);
          } else if (event.key === 'Escape' && text !== '') {
            // Handled here, so a drawer or dialog around the list does not close on it too.
            event.preventDefault();
            event.stopPropagation();
            setText('');
            apply('');
          }
        }}
      />
    </div>
  );
}
