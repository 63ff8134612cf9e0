// Types styled-components' `theme` prop as our tokens in every package that imports @whalewatch/shared.
import type { ThemeTokens } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface to merge with styled-components' own DefaultTheme
  export interface DefaultTheme extends ThemeTokens {}
}

export {};
