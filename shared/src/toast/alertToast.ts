// The alert toast: news from the notification stream, at most one at a time. An alert arriving while
// one shows turns it into 'N new alerts' with a way to open the notification centre. While a dialog is
// open the alert toast waits, and shows when the last dialog closes.
import type { ChainRef } from '@whalewatch/contracts';
import { useStore } from 'zustand';
import { newToastId, toastStore, type AlertToast, type InAppLink } from './toastStore';

/** An alert toast stays longer than an action's: it is news the user did not ask for just now. */
export const ALERT_TOAST_MS = 8_000;
export const OPEN_NOTIFICATIONS = 'Open notifications';
export const collapsedAlerts = (count: number) => `${count} new alerts`;

export interface Alert {
  message: string;
  link?: InAppLink;
  /** The chain it happened on; null or absent for none (a test notification). */
  chain?: ChainRef | null;
}

const isHeld = () => toastStore.getState().alertHolds > 0;

/** Dismisses the alert toast ALERT_TOAST_MS after it shows, unless it changed or is held by then. */
function expireLater(alert: AlertToast): void {
  setTimeout(() => {
    if (toastStore.getState().alert?.id === alert.id && !isHeld()) dismissAlert();
  }, ALERT_TOAST_MS);
}

/** Shows the alert, or adds it to the one showing (or waiting): then it reads 'N new alerts'. */
export function showAlert({ message, link, chain }: Alert): void {
  const current = toastStore.getState().alert;
  const id = newToastId();
  const next: AlertToast = current
    ? { id, count: current.count + 1, message: collapsedAlerts(current.count + 1) }
    : { id, count: 1, message, ...(link ? { link } : {}), ...(chain ? { chain } : {}) };
  toastStore.setState({ alert: next });
  if (!isHeld()) expireLater(next);
}

export function dismissAlert(): void {
  toastStore.setState({ alert: null });
}

/**
 * Keeps the alert toast back until the returned release is called (a dialog holds it while open, so
 * a toast never covers it). Holds nest; the toast shows, for its full time, when the last one ends.
 */
export function holdAlerts(): () => void {
  toastStore.setState(({ alertHolds }) => ({ alertHolds: alertHolds + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    toastStore.setState(({ alertHolds }) => ({ alertHolds: alertHolds - 1 }));
    const { alert } = toastStore.getState();
    if (alert && !isHeld()) expireLater(alert);
  };
}

/** 'Open notifications': the toast goes, and the notification centre (listening) opens. */
export function requestNotificationCentre(): void {
  toastStore.setState(({ notificationCentreRequests }) => ({ alert: null, notificationCentreRequests: notificationCentreRequests + 1 }));
}

/** Calls `listener` each time a toast asks for the notification centre; returns the unsubscribe. */
export function onNotificationCentreRequest(listener: () => void): () => void {
  return toastStore.subscribe((state, previous) => {
    if (state.notificationCentreRequests !== previous.notificationCentreRequests) listener();
  });
}

/** The alert toast to show now: none while held. */
export function useShownAlert(): AlertToast | null {
  return useStore(toastStore, (state) => (state.alertHolds > 0 ? null : state.alert));
}
