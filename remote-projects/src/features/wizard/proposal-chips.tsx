// Key offerings and competitors found on the website, as chips: each says whether the description
// mentions it and adds or removes it on a click.
import { IconCheck, IconPlus } from '@signalboard/shared/ui';
import { mentions } from './description-text';

export interface ProposalChipsProps {
  title: string;
  items: readonly string[];
  text: string;
  onAdd: (item: string) => void;
  onRemove: (item: string) => void;
}

export function ProposalChips({ title, items, text, onAdd, onRemove }: ProposalChipsProps) {
  if (items.length === 0) return null;
  return (
    <div className="sb-stack sb-stack--sm">
      <h3 className="sb-text-sm wizard-subheading">{title}</h3>
      <ul className="sb-chip-list" aria-label={title}>
        {items.map((item) => {
          const included = mentions(text, item);
          return (
            <li key={item}>
              <button
                type="button"
                className="sb-chip chip--toggle"
                aria-label={
                  included ? `Remove “${item}” from the description` : `Add “${item}” to the description`
                }
                onClick={() => (included ? onRemove(item) : onAdd(item))}
              >
                {included ? (
                  <IconCheck size={14} aria-hidden="true" />
                ) : (
                  <IconPlus size={14} aria-hidden="true" />
                )}
                <span className="sb-chip__text">{item}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
