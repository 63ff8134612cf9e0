// Alerts as they arrive: the shell's one notification stream publishes each one here, and any screen that
// shows alerts live (the dashboard's Activity) subscribes — no second connection to the api. It keeps no
// alerts itself: a subscriber gets what is published while it listens. Every stream event comes through,
// status changes (pending → confirmed, retracted) and repeats included; subscribers merge them by id.
import type { WalletNotification } from '../types/entities';

export type LiveAlertListener = (alert: WalletNotification) => void;

const listeners = new Set<LiveAlertListener>();

/** Passes `alert` to every subscriber; one that throws does not keep it from the others. */
export function publishLiveAlert(alert: WalletNotification): void {
  for (const listener of [...listeners]) {
    try {
      listener(alert);
    } catch (error) {
      // Reported as uncaught, where the browser's console and error tracking see it.
      setTimeout(() => {
        throw error;
      });
    }
  }
}

/** Calls `listener` with each alert published from now on; returns the unsubscribe. */
export function subscribeToLiveAlerts(listener: LiveAlertListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
