// Toasts callable from anywhere (inside React or not); the shell renders them top-right.
import { createStore, useStore } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_DURATION_MS = 4000;

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  toastStore.setState(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) }));
}

function show(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  toastStore.setState(({ toasts }) => ({ toasts: [...toasts, { id, kind, message }] }));
  if (durationMs > 0) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  dismiss: dismissToast,
  clear: () => toastStore.setState({ toasts: [] }),
};

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
