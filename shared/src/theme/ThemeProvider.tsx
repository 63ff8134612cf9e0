import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { useTheme } from './themeStore';
import { themes } from './tokens';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.body};
    line-height: 1.5;
    color-scheme: ${({ theme }) => theme.mode};
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** Applies the current theme's tokens and base styles to everything below it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useTheme();
  return (
    <StyledThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
