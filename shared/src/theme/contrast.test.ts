import { contrastRatio } from './contrast';
import { themes, type ThemeMode, type ThemeTokens } from './tokens';

type Colour = keyof ThemeTokens['colors'];
const SURFACES: Colour[] = ['background', 'surface', 'surfaceRaised'];

// Every pair the UI draws text with: [foreground, background, what the user reads there].
const TEXT_PAIRS: [Colour | '#ffffff', Colour, string][] = [
  ...SURFACES.flatMap((surface): [Colour, Colour, string][] => [
    ['text', surface, 'body text'],
    ['textMuted', surface, 'muted text'],
    ['primary', surface, 'links'],
    ['danger', surface, 'error messages'],
    ['success', surface, 'bullish sentiment'],
  ]),
  ['primaryText', 'primary', 'primary buttons and the current-plan badge'],
  ['dangerText', 'danger', 'danger buttons, the unread badge and the error overlay'],
  ['successText', 'success', 'the success overlay'],
  ['disabledText', 'disabled', 'disabled buttons'],
  // The home page's compliance banner is white on its own green in both themes.
  ['#ffffff', 'compliance', 'the compliance banner'],
];

// Parts of controls that must be seen to be used: 3:1 (WCAG 1.4.11).
const UI_PAIRS: [Colour, Colour, string][] = SURFACES.flatMap((surface): [Colour, Colour, string][] => [
  ['focus', surface, 'the focus ring'],
  ['controlBorder', surface, 'form field outlines'],
]);

const colourOf = (theme: ThemeTokens, name: Colour | '#ffffff') => (name.startsWith('#') ? name : theme.colors[name as Colour]);

describe('contrast ratio', () => {
  // Worked by hand: white 1.0 and black 0.0 luminance → (1 + 0.05) / (0 + 0.05) = 21. #767676 is the
  // classic AA grey on white: channel 118/255 → 0.1812 → 4.54:1; #777777 (119) → 0.1845 → 4.48:1.
  it.each([
    ['#ffffff', '#000000', 21],
    ['#000000', '#ffffff', 21],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#4f8cff', 3.22],
    ['#123456', '#123456', 1],
  ])('%s on %s is %d:1', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });
});

describe.each(['dark', 'light'] as ThemeMode[])('%s theme tokens', (mode) => {
  const theme = themes[mode];

  it.each(TEXT_PAIRS)('%s on %s (%s) reaches 4.5:1', (foreground, background) => {
    expect(contrastRatio(colourOf(theme, foreground), theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('%s against %s (%s) reaches 3:1', (foreground, background) => {
    expect(contrastRatio(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(3);
  });
});
