import { resetThemeStore, THEME_KEY, themeStore } from './themeStore';

function prefersDark(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('theme store', () => {
  it.each([
    [true, 'dark'],
    [false, 'light'],
  ])('defaults to the system preference (prefers dark: %s → %s)', (dark, mode) => {
    prefersDark(dark);
    resetThemeStore();
    expect(themeStore.getState().mode).toBe(mode);
  });

  it('persists the toggled choice and keeps it over the system preference', () => {
    prefersDark(true);
    resetThemeStore();
    themeStore.getState().toggle();
    expect(themeStore.getState().mode).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    resetThemeStore();
    expect(themeStore.getState().mode).toBe('light');
  });
});
