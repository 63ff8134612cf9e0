import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ToastViewport } from '../ui/ToastViewport';

/** Theme and toasts: what every screen expects above it, in the shell and standalone alike. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <ToastViewport />
    </ThemeProvider>
  );
}
