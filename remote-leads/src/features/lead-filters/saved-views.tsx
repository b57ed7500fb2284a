// The saved views menu: apply a view, save the current filter under a name, delete a view.
import { useState, type FormEvent } from 'react';
import { Button, IconClose } from '@signalboard/shared/ui';
import { FilterPopover } from './filter-popover';
import { filterFromSearchParams, filterToSearchParams } from './filter-url';
import {
  readSavedViews,
  SAVED_VIEW_NAME_MAX,
  withView,
  writeSavedViews,
  type SavedView,
} from './saved-views-store';
import type { UseLeadFilter } from './use-lead-filter';

export function SavedViews({ projectId, filter, setFilter }: { projectId: string } & UseLeadFilter) {
  const [views, setViews] = useState<SavedView[]>(() => readSavedViews(projectId));
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const current = filterToSearchParams(filter).toString();

  const update = (next: SavedView[]) => {
    setViews(next);
    writeSavedViews(projectId, next);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setMessage('Give the view a name.');
      return;
    }
    update(withView(views, { name: trimmed, search: current }));
    setName('');
    setMessage(`Saved the view “${trimmed}”.`);
  };

  return (
    <FilterPopover label="Saved views" count={views.length}>
      {views.length === 0 ? (
        <p className="sb-lead-filters__empty">No saved views yet.</p>
      ) : (
        <ul className="sb-lead-filters__views" aria-label="Saved views">
          {views.map((view) => (
            <li key={view.name} className="sb-lead-filters__view">
              <button
                type="button"
                className="sb-lead-filters__view-apply"
                aria-current={view.search === current ? 'true' : undefined}
                onClick={() => {
                  setFilter(filterFromSearchParams(new URLSearchParams(view.search)));
                  setMessage(`Showing the view “${view.name}”.`);
                }}
              >
                {view.name}
              </button>
              <button
                type="button"
                className="sb-lead-filters__chip-remove"
                aria-label={`Delete view ${view.name}`}
                onClick={() => {
                  update(views.filter((item) => item !== view));
                  setMessage(`Deleted the view “${view.name}”.`);
                }}
              >
                <IconClose size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="sb-lead-filters__save" onSubmit={save}>
        <label htmlFor={`save-view-${projectId}`}>View name</label>
        <input
          id={`save-view-${projectId}`}
          type="text"
          maxLength={SAVED_VIEW_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary">
          Save current view
        </Button>
      </form>
      <p className="sb-lead-filters__status" role="status">
        {message}
      </p>
    </FilterPopover>
  );
}
