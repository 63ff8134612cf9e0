// Types styled-components' `theme` prop as our tokens in every package that imports @whalewatch/shared.
import type { ThemeTokens } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ThemeTokens {}
}

export {};
