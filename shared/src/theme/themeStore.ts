// Dark or light, persisted locally; the first visit follows the system preference (spec §2).
import { createStore, useStore } from 'zustand';
import type { ThemeMode } from './tokens';

export const THEME_KEY = 'whalewatch.theme';

export interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
  setMode: (mode: ThemeMode) => void;
}

function systemPreference(): ThemeMode {
  if (typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function storedOrSystemMode(): ThemeMode {
  const stored = localStorage.getItem(THEME_KEY);
  return stored === 'dark' || stored === 'light' ? stored : systemPreference();
}

export const themeStore = createStore<ThemeState>()((set, get) => ({
  mode: storedOrSystemMode(),
  setMode: (mode) => {
    localStorage.setItem(THEME_KEY, mode);
    set({ mode });
  },
  toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
}));

export function useTheme(): ThemeState {
  return useStore(themeStore);
}

export function resetThemeStore(): void {
  themeStore.setState({ mode: storedOrSystemMode() });
}
