// WCAG 2.x contrast between two opaque sRGB colours, written '#rrggbb' or 'rgb(r, g, b)' as computed
// styles report them (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).

function channel(value255: number): number {
  const value = value255 / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function channelsOf(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1], 16), parseInt(hex[2], 16), parseInt(hex[3], 16)];
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Not an opaque #rrggbb or rgb() colour: ${colour}`);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(colour: string): number {
  const [red, green, blue] = channelsOf(colour);
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
}

/** From 1 (no contrast) to 21 (black on white); AA asks 4.5 for text, 3 for large text and UI parts. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
