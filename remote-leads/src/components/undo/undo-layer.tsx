// Where the undo toast is shown: a layer of its own, a direct child of <body> above every modal
// (z-index) and outside the tree a modal makes inert. Headless UI's Dialog marks every other child of
// <body> inert and aria-hidden when it opens; it treats a child of <body> that does not hold the app as
// one of its own containers, so a click there does not close the drawer and focus may go there. The
// layer takes the inert marks back off itself (the dialog restores what it saved, "not inert", when it
// closes), so Undo answers a click, a tap, and Ctrl+Z / Cmd+Z, while the drawer or a dialog is open.
// Focus goes back where it was after Undo or the close button.
import { Button, IconClose } from '@signalboard/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { UNDO_DURATION, useUndoStore, type UndoOffer } from './undo-store';
import './undo-layer.css';

const LAYER_ID = 'sb-undo-layer';

/** The layer's element: one per page, in <body> while a list or lead page is mounted. */
function useLayerElement(): HTMLElement {
  const [layer] = useState(() => {
    const element = document.createElement('div');
    element.id = LAYER_ID;
    element.className = 'sb-undo-layer';
    return element;
  });
  useEffect(() => {
    document.body.append(layer);
    // A modal opened after the layer marks it inert like the rest of the page: not this layer.
    const keepLive = () => {
      if (layer.inert) layer.inert = false;
      if (layer.hasAttribute('inert')) layer.removeAttribute('inert');
      if (layer.hasAttribute('aria-hidden')) layer.removeAttribute('aria-hidden');
    };
    const observer = new MutationObserver(keepLive);
    observer.observe(layer, { attributes: true, attributeFilter: ['inert', 'aria-hidden'] });
    return () => {
      observer.disconnect();
      layer.remove();
    };
  }, [layer]);
  return layer;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function UndoToast({ offer }: { offer: UndoOffer }) {
  const dismiss = useUndoStore((state) => state.dismiss);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const toast = useRef<HTMLDivElement>(null);
  // Where focus was before it came into the toast, to give it back when the toast goes.
  const returnTo = useRef<HTMLElement | null>(null);

  const close = (run: boolean) => {
    const back = toast.current?.contains(document.activeElement) ? returnTo.current : null;
    dismiss(offer.id);
    if (run) offer.undo();
    if (back?.isConnected) back.focus({ preventScroll: true });
  };
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  });

  const paused = held.pointer || held.focus;
  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => dismiss(offer.id), UNDO_DURATION);
    return () => window.clearTimeout(timer);
  }, [paused, dismiss, offer.id]);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!toast.current?.contains(event.target as Node)) returnTo.current = event.target as HTMLElement;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey) return;
      if (event.altKey || typing(event.target)) return;
      event.preventDefault();
      latestClose.current(true);
    };
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div
      ref={toast}
      className="sb-undo-toast"
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <p className="sb-undo-toast__title">{offer.title}</p>
      <Button variant="ghost" size="sm" aria-keyshortcuts="Control+Z Meta+Z" onClick={() => close(true)}>
        Undo
      </Button>
      <button type="button" className="sb-icon-button" aria-label="Close" onClick={() => close(false)}>
        <IconClose size={16} />
      </button>
    </div>
  );
}

/** Renders the undo offer, if any. Mount it once per page (the lead list, a lead's page). */
export function UndoLayer() {
  const element = useLayerElement();
  const offer = useUndoStore((state) => state.offer);
  return createPortal(
    // A polite live region that stays mounted, so the title is announced when an offer appears.
    <div role="status" aria-live="polite" aria-label="Undo">
      {offer ? <UndoToast key={offer.id} offer={offer} /> : null}
    </div>,
    element,
  );
}
