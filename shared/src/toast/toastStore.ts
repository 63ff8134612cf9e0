// Toasts callable from anywhere (inside React or not); the shell renders them top-right.
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

/** A duration in ms (0 keeps the toast until dismissed), or that and a link. */
export type ToastOptions = number | { durationMs?: number; link?: ToastLink };

export const TOAST_DURATION_MS = 4000;

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const { durationMs = TOAST_DURATION_MS, link } = typeof options === 'number' ? { durationMs: options } : options;
  const id = nextId++;
  toastStore.setState(({ toasts }) => ({ toasts: [...toasts, { id, kind, message, ...(link ? { link } : {}) }] }));
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

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
