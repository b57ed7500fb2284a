// The in-app alert (spec section 4, "Notification list"): one at a time, newest first. The host's
// alert viewport renders it; anyone can raise one with `showAlert`.
import type { ReactNode } from 'react';
import { create } from 'zustand';
import { ALERT_DURATION, ALERT_LIMIT, ALERT_REMOVE_DELAY } from './constants';
import { normalizeStatus, type FeedbackStatus } from './status';

export interface AlertAction {
  label: string;
  /** Describes what the action does for screen readers; an action without it is not shown. */
  altText: string;
  onClick: () => void;
}

export type AlertVariant = 'filled' | 'outlined';

export interface Alert {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  action?: AlertAction;
  status: FeedbackStatus;
  variant: AlertVariant;
  disableClose: boolean;
  /** ms before it closes by itself; Infinity keeps it open. */
  duration: number;
}

export type NewAlert = Partial<Omit<Alert, 'status' | 'open'>> & { status?: string };

interface AlertState {
  alerts: Alert[];
  /** Adds an alert first, keeping ALERT_LIMIT; ignored when the id is already present. Returns the id. */
  add: (alert: NewAlert) => string;
  /** Merges fields into the alert with that id. */
  update: (id: string, patch: Partial<Omit<Alert, 'id'>>) => void;
  /** Closes one alert (or all); each is removed ALERT_REMOVE_DELAY later. */
  dismiss: (id?: string) => void;
  /** Deletes one alert, or all when no id is given. */
  remove: (id?: string) => void;
}

let count = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string, remove: (id: string) => void): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      remove(id);
    }, ALERT_REMOVE_DELAY),
  );
}

export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  add: (input) => {
    const id = input.id ?? String(++count);
    if (get().alerts.some((a) => a.id === id)) return id;
    const alert: Alert = {
      variant: 'filled',
      disableClose: false,
      duration: ALERT_DURATION,
      ...input,
      id,
      open: true,
      status: input.status === undefined ? 'information' : normalizeStatus(input.status),
    };
    set((state) => ({ alerts: [alert, ...state.alerts].slice(0, ALERT_LIMIT) }));
    return id;
  },
  update: (id, patch) =>
    set((state) => ({
      alerts: state.alerts.map((a) =>
        a.id === id
          ? { ...a, ...patch, ...(patch.status ? { status: normalizeStatus(patch.status) } : {}) }
          : a,
      ),
    })),
  dismiss: (id) => {
    const targets = get().alerts.filter((a) => id === undefined || a.id === id);
    set((state) => ({
      alerts: state.alerts.map((a) => (id === undefined || a.id === id ? { ...a, open: false } : a)),
    }));
    for (const alert of targets) scheduleRemoval(alert.id, get().remove);
  },
  remove: (id) => {
    for (const [timerId, timer] of removalTimers) {
      if (id === undefined || timerId === id) {
        clearTimeout(timer);
        removalTimers.delete(timerId);
      }
    }
    set((state) => ({ alerts: id === undefined ? [] : state.alerts.filter((a) => a.id !== id) }));
  },
}));

export const showAlert = (alert: NewAlert): string => useAlertStore.getState().add(alert);
export const updateAlert = (id: string, patch: Partial<Omit<Alert, 'id'>>): void =>
  useAlertStore.getState().update(id, patch);
export const dismissAlert = (id?: string): void => useAlertStore.getState().dismiss(id);
