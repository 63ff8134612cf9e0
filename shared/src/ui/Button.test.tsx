import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { contrastRatio } from '../theme/contrast';
import { themeStore } from '../theme/themeStore';
import type { ThemeMode } from '../theme/tokens';
import { Button, type ButtonVariant } from './Button';

const VARIANTS: ButtonVariant[] = ['primary', 'danger', 'secondary'];

function renderButton(mode: ThemeMode, variant: ButtonVariant, disabled = false) {
  act(() => themeStore.getState().setMode(mode));
  renderWithProviders(
    <Button $variant={variant} disabled={disabled}>
      Choose Pro
    </Button>,
  );
  return screen.getByRole('button', { name: 'Choose Pro' });
}

/** The text's contrast as drawn: both colours read from the computed style, as the browser paints them. */
function drawnContrast(button: HTMLElement): number {
  const style = getComputedStyle(button);
  expect(style.opacity === '' || style.opacity === '1').toBe(true);
  return contrastRatio(style.color, style.backgroundColor);
}

describe.each(['dark', 'light'] as ThemeMode[])('buttons in the %s theme', (mode) => {
  it.each(VARIANTS)('draws %s buttons with text at 4.5:1 or more', (variant) => {
    expect(drawnContrast(renderButton(mode, variant))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(VARIANTS)('keeps a disabled %s button legible (4.5:1, not faded)', (variant) => {
    const button = renderButton(mode, variant, true);
    expect(button).toBeDisabled();
    expect(drawnContrast(button)).toBeGreaterThanOrEqual(4.5);
  });
});
