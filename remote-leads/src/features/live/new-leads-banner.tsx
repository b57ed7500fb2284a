// "3 new leads" over the top of the list: it floats (takes no room), so rows never move under the
// reader; a click brings the new leads in and scrolls the list to the top. A polite live region.
import type { LiveLeads } from './use-lead-events';
import './new-leads-banner.css';

export function NewLeadsBanner({ live }: { live: LiveLeads }) {
  const { newCount, showNew } = live;
  const label = `${newCount.toLocaleString('en-US')} new ${newCount === 1 ? 'lead' : 'leads'}`;
  const bringIn = () => {
    showNew();
    const scroller = document.querySelector<HTMLElement>('.sb-leads [data-virtual-scroller]');
    if (scroller) scroller.scrollTop = 0;
    // The button goes away: keep the keyboard in the list rather than on the page's body.
    document.querySelector<HTMLElement>('.sb-leads [role="grid"]')?.focus({ preventScroll: true });
  };
  return (
    <div className="sb-new-leads" role="status" aria-live="polite" aria-atomic="true">
      {newCount > 0 && (
        <button type="button" className="sb-new-leads__button" aria-label={`Show ${label}`} onClick={bringIn}>
          <span aria-hidden="true" className="sb-new-leads__arrow">
            ↑
          </span>
          {label}
        </button>
      )}
    </div>
  );
}
