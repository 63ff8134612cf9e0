// Types styled-components' `theme` prop as our tokens in every package that imports @whalewatch/shared.
import type { ThemeTokens } from './tokens';

declare module 'styled-components' {
  export interface DefaultTheme extends ThemeTokens {}
}

export {};
