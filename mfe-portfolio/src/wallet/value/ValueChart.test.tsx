import { darkTheme, lightTheme, themeStore } from '@whalewatch/shared';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildValuePoints } from '../../testing/fixtures';
import { CHART_HINT, ValueChart } from './ValueChart';

// Five days, Mar 27 to Mar 31, 2026 (UTC); day i holds ETH worth $1,000 × (i + 1) and $250 of USDC:
//   Mar 27 $1,250.00 · Mar 28 unpriced (N/A) · Mar 29 $3,250.00 · Mar 30 $4,250.00 · Mar 31 $5,250.00
function fiveDays() {
  const points = buildValuePoints(5);
  points[1] = { ...points[1], totalUsd: null, tokens: [] };
  return points;
}

const chart = () => screen.getByRole('img', { name: /^Value over time chart/ });
/** jsdom has no PointerEvent: a mouse event of that type carries the position. */
const pointAt = (clientX: number) => fireEvent(chart(), new MouseEvent('pointermove', { bubbles: true, clientX }));
/** What the chart says about the day it is on (its accessible description). */
const breakdown = () => {
  const id = chart().getAttribute('aria-describedby') ?? '';
  const element = document.getElementById(id);
  if (!element) throw new Error('the chart describes itself by no element');
  return element;
};
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Total value by day' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ValueChart', () => {
  it('draws a point for every priced day, higher for more, and lists the same days and numbers in a table', () => {
    const { container } = renderWithProviders(<ValueChart points={fiveDays()} />);

    const points = [...container.querySelectorAll('svg circle')];
    expect(points).toHaveLength(4);
    const heights = points.map((point) => Number(point.getAttribute('cy')));
    expect(heights).toEqual([...heights].sort((a, b) => b - a));
    expect(new Set(heights).size).toBe(4);

    expect(screen.getByText('Show as table')).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['Mar 27, 2026', '$1,250.00', 'ETH $1,000.00, USDC $250.00'],
      ['Mar 28, 2026', 'N/A', '—'],
      ['Mar 29, 2026', '$3,250.00', 'ETH $3,000.00, USDC $250.00'],
      ['Mar 30, 2026', '$4,250.00', 'ETH $4,000.00, USDC $250.00'],
      ['Mar 31, 2026', '$5,250.00', 'ETH $5,000.00, USDC $250.00'],
    ]);
  });

  it("shows the newest day's breakdown on keyboard focus, and moves day by day with the arrow keys, Home and End", async () => {
    renderWithProviders(<ValueChart points={fiveDays()} />);
    expect(breakdown()).toHaveTextContent(CHART_HINT);

    await userEvent.tab();
    expect(chart()).toHaveFocus();
    expect(breakdown()).toHaveTextContent(/^Mar 31, 2026: \$5,250\.00ETH \$5,000\.00USDC \$250\.00$/);
    expect(breakdown()).toHaveAttribute('aria-live', 'polite');

    await userEvent.keyboard('{ArrowLeft}');
    expect(breakdown()).toHaveTextContent(/^Mar 30, 2026: \$4,250\.00ETH \$4,000\.00USDC \$250\.00$/);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(breakdown()).toHaveTextContent(/^Mar 28, 2026: N\/A$/);
    await userEvent.keyboard('{Home}');
    expect(breakdown()).toHaveTextContent(/^Mar 27, 2026: \$1,250\.00ETH \$1,000\.00USDC \$250\.00$/);
    await userEvent.keyboard('{ArrowLeft}');
    expect(breakdown()).toHaveTextContent(/^Mar 27, 2026/);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(breakdown()).toHaveTextContent(/^Mar 31, 2026/);

    await userEvent.tab();
    expect(breakdown()).toHaveTextContent(CHART_HINT);
  });

  it('shows the breakdown of the day under the pointer, the same figures as its row in the table', () => {
    renderWithProviders(<ValueChart points={fiveDays()} />);
    // jsdom lays nothing out: the chart is drawn 640 wide, its first day at x = 60 and its last at 628.
    pointAt(60);
    expect(breakdown()).toHaveTextContent(/^Mar 27, 2026: \$1,250\.00ETH \$1,000\.00USDC \$250\.00$/);
    pointAt(500);
    expect(breakdown()).toHaveTextContent(/^Mar 30, 2026: \$4,250\.00/);
    expect(tableRows()[3]).toEqual(['Mar 30, 2026', '$4,250.00', 'ETH $4,000.00, USDC $250.00']);
    fireEvent.pointerLeave(chart());
    expect(breakdown()).toHaveTextContent(CHART_HINT);
  });

  it("draws in the theme's colours, light and dark", () => {
    act(() => themeStore.getState().setMode('dark'));
    const { container } = renderWithProviders(<ValueChart points={fiveDays()} />);
    const lineColour = () => container.querySelector('svg path[stroke]')?.getAttribute('stroke');
    expect(lineColour()).toBe(darkTheme.colors.primary);

    act(() => themeStore.getState().setMode('light'));
    expect(lineColour()).toBe(lightTheme.colors.primary);
  });
});
