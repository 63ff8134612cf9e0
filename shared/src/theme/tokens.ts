// Theme tokens for styled-components; every UI primitive reads colours and spacing from here.
export type ThemeMode = 'dark' | 'light';

export interface ThemeTokens {
  mode: ThemeMode;
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryText: string;
    success: string;
    danger: string;
    info: string;
    compliance: string;
    overlay: string;
    focus: string;
  };
  radius: string;
  space: (step: number) => string;
  font: { body: string; mono: string };
  breakpoints: { mobile: string; desktop: string };
}

const shared = {
  radius: '10px',
  space: (step: number) => `${step * 4}px`,
  font: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  breakpoints: { mobile: '768px', desktop: '769px' },
};

export const darkTheme: ThemeTokens = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#0b1020',
    surface: '#121a2f',
    surfaceRaised: '#1a2440',
    text: '#e8ecf6',
    textMuted: '#9aa6c2',
    border: '#2a3656',
    primary: '#4f8cff',
    primaryText: '#ffffff',
    success: '#22c55e',
    danger: '#f87171',
    info: '#60a5fa',
    compliance: '#15803d',
    overlay: 'rgba(3, 6, 15, 0.72)',
    focus: '#93c5fd',
  },
};

export const lightTheme: ThemeTokens = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f6f8fc',
    surface: '#ffffff',
    surfaceRaised: '#eef2fa',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d5dbe8',
    primary: '#1d5fe0',
    primaryText: '#ffffff',
    success: '#15803d',
    danger: '#b91c1c',
    info: '#1d4ed8',
    compliance: '#166534',
    overlay: 'rgba(15, 23, 42, 0.55)',
    focus: '#1d4ed8',
  },
};

export const themes: Record<ThemeMode, ThemeTokens> = { dark: darkTheme, light: lightTheme };
