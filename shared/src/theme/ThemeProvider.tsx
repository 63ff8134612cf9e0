import type { ReactNode } from 'react';
import { createGlobalStyle, StyleSheetManager, ThemeProvider as StyledThemeProvider } from 'styled-components';
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

/**
 * Applies the current theme's tokens and base styles to everything below it.
 *
 * Styles go into the page as text, not through the CSSOM (styled-components' production default): with
 * rules added by insertRule, Chromium has kept a page laid out as at 1280 px after the window narrowed to
 * 360 px — bar unfolded, five-column footer — for seconds, while matchMedia already answered for 360 px
 * and every @media rule was in the sheet (e2e layout-widths, /dashboard, in some runs). Text is parsed
 * like any stylesheet (styled-components' development default).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { mode } = useTheme();
  return (
    <StyleSheetManager disableCSSOMInjection>
      <StyledThemeProvider theme={themes[mode]}>
        <GlobalStyle />
        {children}
      </StyledThemeProvider>
    </StyleSheetManager>
  );
}
