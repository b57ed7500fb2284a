// The lead as a side panel over the list: open while the URL has `?lead=<id>` (so the drawer's URL can
// be shared and opened directly), closed by removing it (Escape, the close button, outside click).
// Previous / next move the drawer along the filtered list without adding history entries.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { forwardRef, useCallback, type ComponentPropsWithoutRef } from 'react';
import { Link, useSearchParams } from '@signalboard/shared/router';
import { IconClose, linkClassName } from '@signalboard/shared/ui';
import { LeadDetail } from './lead-detail';
import { closeLeadHref, LEAD_PARAM, leadPageHref, leadsHref, openLeadHref } from './lead-links';
import { LeadNav, useLeadNavKeys } from './lead-nav';
import { useLeadNeighbours } from './use-lead-neighbours';

const DrawerTitle = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<'h2'>>(
  function DrawerTitle(props, ref) {
    return <DialogTitle as="h2" ref={ref} {...props} />;
  },
);

function DrawerContent({ projectId, leadId }: { projectId: string; leadId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const neighbours = useLeadNeighbours(projectId, leadId);
  const go = useCallback(
    (id: string) =>
      setSearchParams((previous) => new URLSearchParams(openLeadHref(previous, id)), { replace: true }),
    [setSearchParams],
  );
  // On the window, not the panel: a press may leave focus on the page's body (the list behind is inert).
  useLeadNavKeys(neighbours, go);
  const close = () => {
    // A dialog opened from inside the drawer (the shared UI's, e.g. "Send to HubSpot") is another Headless
    // UI instance, so a click in it reads as a click outside the drawer: that one closes, not the drawer.
    if (document.querySelectorAll('[role="dialog"]').length > 1) return;
    setSearchParams((previous) => new URLSearchParams(closeLeadHref(previous)));
  };
  return (
    <DialogPanel className="lead-drawer__panel">
      <button type="button" className="sb-icon-button lead-drawer__close" onClick={close} aria-label="Close">
        <IconClose size={18} />
      </button>
      <LeadDetail
        projectId={projectId}
        leadId={leadId}
        Title={DrawerTitle}
        backHref={leadsHref(projectId, searchParams)}
        nav={<LeadNav neighbours={neighbours} onGo={go} />}
        links={
          <Link className={linkClassName} to={leadPageHref(projectId, leadId, searchParams)}>
            Open as page
          </Link>
        }
      />
    </DialogPanel>
  );
}

export function LeadDrawer({ projectId }: { projectId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const leadId = searchParams.get(LEAD_PARAM);
  const close = () => {
    // A dialog opened from inside the drawer (the shared UI's, e.g. "Send to HubSpot") is another Headless
    // UI instance, so a click in it reads as a click outside the drawer: that one closes, not the drawer.
    if (document.querySelectorAll('[role="dialog"]').length > 1) return;
    setSearchParams((previous) => new URLSearchParams(closeLeadHref(previous)));
  };
  return (
    <Dialog open={Boolean(leadId)} onClose={close} className="lead-drawer">
      <div className="lead-drawer__backdrop" aria-hidden="true" />
      {leadId ? <DrawerContent projectId={projectId} leadId={leadId} /> : null}
    </Dialog>
  );
}
