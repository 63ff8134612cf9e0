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
    /** Decorative lines (cards, dividers); too faint to be a control's only outline. */
    border: string;
    /** A form control's outline: 3:1 against the surfaces it sits on (WCAG 1.4.11). */
    controlBorder: string;
    /** Fill of primary buttons and badges, and the colour of links on any surface. */
    primary: string;
    /** Text on a `primary` fill. */
    primaryText: string;
    /** Fill of success messages, and success text on any surface. */
    success: string;
    /** Text on a `success` fill. */
    successText: string;
    /** Fill of danger buttons and the unread badge, and error text on any surface. */
    danger: string;
    /** Text on a `danger` fill. */
    dangerText: string;
    /** Fill of a disabled button, whatever its variant. */
    disabled: string;
    /** Text on a `disabled` fill: exempt from WCAG contrast, kept legible anyway. */
    disabledText: string;
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
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
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
    controlBorder: '#6677a0',
    // Light fills with dark text: white on #4f8cff was 3.22:1, on #f87171 2.77:1; dark text on them
    // reaches AA while the same colours stay readable as links and errors on the dark surfaces.
    primary: '#4f8cff',
    primaryText: '#0b1020',
    success: '#22c55e',
    successText: '#0b1020',
    danger: '#f87171',
    dangerText: '#0b1020',
    disabled: '#263150',
    disabledText: '#aab4cc',
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
    controlBorder: '#7b879f',
    primary: '#1d5fe0',
    primaryText: '#ffffff',
    success: '#137333',
    successText: '#ffffff',
    danger: '#b91c1c',
    dangerText: '#ffffff',
    disabled: '#e2e6ee',
    disabledText: '#4b5563',
    info: '#1d4ed8',
    compliance: '#166534',
    overlay: 'rgba(15, 23, 42, 0.55)',
    focus: '#1d4ed8',
  },
};

export const themes: Record<ThemeMode, ThemeTokens> = { dark: darkTheme, light: lightTheme };
