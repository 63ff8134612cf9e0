// Toasts callable from anywhere (inside React or not); the shell renders them top-right, below the
// navigation bar. Two channels share the area: action toasts (the outcome of what the user just did,
// any number, newest last) and the alert toast (news from the notification stream, at most one; see
// alertToast.ts).
import type { ChainRef } from '@whalewatch/contracts';
import { createStore, useStore } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

/** A link shown under a toast's message, e.g. to a transaction on the block explorer (opens a new tab). */
export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  link?: ToastLink;
}

/** A link inside the product (a route, same tab), e.g. '/tx/0x…'. */
export interface InAppLink {
  to: string;
  label: string;
}

/** The one alert toast: a single alert with its link, or several collapsed into a count. */
export interface AlertToast {
  /** Changes with every alert it takes in, so a timer set for an earlier state does nothing. */
  id: number;
  /** How many alerts it stands for; above 1 it reads 'N new alerts'. */
  count: number;
  message: string;
  link?: InAppLink;
  /** The single alert's chain, badged when it is not the first chain watched. */
  chain?: ChainRef | null;
}

/** A duration in ms (0 keeps the toast until dismissed), or that and a link. */
export type ToastOptions = number | { durationMs?: number; link?: ToastLink };

export const TOAST_DURATION_MS = 4000;

export interface ToastState {
  toasts: Toast[];
  alert: AlertToast | null;
  /** Open dialogs: while any is, the alert toast waits (it never covers a dialog). */
  alertHolds: number;
  /** Bumped each time a toast asks for the notification centre to open. */
  notificationCentreRequests: number;
}

const initialState = (): ToastState => ({ toasts: [], alert: null, alertHolds: 0, notificationCentreRequests: 0 });

export const toastStore = createStore<ToastState>()(initialState);

let nextId = 1;

/** A fresh id for a toast or an alert toast's new state. */
export const newToastId = (): number => nextId++;

export function dismissToast(id: number): void {
  toastStore.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const { durationMs = TOAST_DURATION_MS, link } = typeof options === 'number' ? { durationMs: options } : options;
  const id = newToastId();
  toastStore.setState(({ toasts }) => ({ toasts: [...toasts, { id, kind, message, ...(link ? { link } : {}) }] }));
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** Action toasts: the outcome of the user's own action. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: dismissToast,
  clear: () => toastStore.setState({ toasts: [] }),
};

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}

/** Nothing shown, held or asked for: jest starts every test so. */
export function resetToasts(): void {
  toastStore.setState(initialState());
}
