// The value-over-time chart (issue 33), loaded on demand: an SVG line of the daily totals drawn with d3's
// scales and shapes, in the theme's colours. Pointing at it, or focusing it and moving with the arrow keys
// (Home and End for the ends), shows one day's total and what made it up; the same numbers are in the
// table below it.
import { formatCompactUsd, formatUsd, MutedText, type ValuePoint } from '@whalewatch/shared';
import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatDay } from '../formatDay';
import { ValueTable } from './ValueTable';

export const CHART_HINT = 'Point at the chart, or focus it and use the arrow keys, to see what made up a day.';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 60 };
/** The width drawn before the box is measured (and in jsdom, which lays nothing out). */
const DEFAULT_WIDTH = 640;
const DAY_SECONDS = 86_400;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  min-width: 0;
`;

const Plot = styled.div`
  min-width: 0;

  svg {
    display: block;
    max-width: 100%;
    touch-action: pan-y;
  }
  svg:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const Breakdown = styled.div`
  min-height: 4.5rem;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-variant-numeric: tabular-nums;

  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: 0;
    list-style: none;
  }
`;

/** The drawing box's width, followed as the layout changes (a phone turned, a window resized). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Up to five evenly spread days to name under the chart, first and last included. */
function tickIndexes(count: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const steps = Math.min(4, count - 1);
  return [...new Set(Array.from({ length: steps + 1 }, (_, step) => Math.round((step * (count - 1)) / steps)))];
}

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

function DayBreakdown({ point }: { point: ValuePoint }) {
  return (
    <>
      <p>
        <strong>{formatDay(point.at)}</strong>: {formatUsd(point.totalUsd)}
      </p>
      {point.tokens.length > 0 ? (
        <ul aria-label={`Made up of, ${formatDay(point.at)}`}>
          {point.tokens.map((token) => (
            <li key={token.asset}>
              {token.symbol} {formatUsd(token.valueUsd)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ValueChart({ points }: { points: ValuePoint[] }) {
  const theme = useTheme();
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const breakdownId = useId();
  const chartId = useId();

  const chart = useMemo(() => {
    const first = points[0]?.at ?? 0;
    const last = points[points.length - 1]?.at ?? first;
    const x = scaleLinear()
      .domain([first, last])
      .range([MARGIN.left, width - MARGIN.right]);
    const totals = points.flatMap((point) => (point.totalUsd === null ? [] : [point.totalUsd]));
    const y = scaleLinear()
      .domain([Math.min(0, ...totals), Math.max(0, ...totals) || 1])
      .nice(4)
      .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
    const priced = (point: ValuePoint): point is ValuePoint & { totalUsd: number } => point.totalUsd !== null;
    const drawLine = line<ValuePoint>()
      .defined(priced)
      .x((point) => x(point.at))
      .y((point) => y(point.totalUsd ?? 0));
    const drawArea = area<ValuePoint>()
      .defined(priced)
      .x((point) => x(point.at))
      .y0(y(0))
      .y1((point) => y(point.totalUsd ?? 0));
    const longRange = last - first > 180 * DAY_SECONDS;
    return {
      x,
      y,
      line: drawLine(points) ?? '',
      area: drawArea(points) ?? '',
      yTicks: y.ticks(4),
      xTicks: tickIndexes(points.length).map((index) => ({
        index,
        label: (longRange ? MONTH : SHORT_DAY).format(new Date(points[index].at * 1000)),
      })),
    };
  }, [points, width]);

  const move = (index: number) => setActive(Math.max(0, Math.min(points.length - 1, index)));

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = active ?? points.length - 1;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: points.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = chart.x.invert(((event.clientX - box.left) * width) / (box.width || width));
    let nearest = 0;
    points.forEach((point, index) => {
      if (Math.abs(point.at - at) < Math.abs(points[nearest].at - at)) nearest = index;
    });
    move(nearest);
  };

  const activePoint = active === null ? null : points[active];
  const { x, y } = chart;

  return (
    <Figure aria-labelledby={chartId}>
      <figcaption id={chartId}>Total value in US dollars, a point a day</figcaption>
      <Plot ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-label="Value over time chart: use the arrow keys to move from day to day"
          aria-describedby={breakdownId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? points.length - 1)}
          onPointerMove={onPointerMove}
          onPointerLeave={(event) => {
            if (document.activeElement !== event.currentTarget) setActive(null);
          }}
          onBlur={() => setActive(null)}
        >
          <g aria-hidden="true" fontSize={11} fill={theme.colors.textMuted}>
            {chart.yTicks.map((tick) => (
              <g key={tick}>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} />
                <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick === 0 ? '$0' : formatCompactUsd(tick)}
                </text>
              </g>
            ))}
            {chart.xTicks.map(({ index, label }, position) => (
              <text
                key={index}
                x={x(points[index].at)}
                y={HEIGHT - 8}
                textAnchor={position === 0 ? 'start' : position === chart.xTicks.length - 1 ? 'end' : 'middle'}
              >
                {label}
              </text>
            ))}
          </g>
          <g aria-hidden="true">
            <path d={chart.area} fill={theme.colors.primary} fillOpacity={0.15} />
            <path d={chart.line} fill="none" stroke={theme.colors.primary} strokeWidth={2} strokeLinejoin="round" />
            {points.map((point) =>
              point.totalUsd === null ? null : (
                <circle
                  key={point.at}
                  cx={x(point.at)}
                  cy={y(point.totalUsd)}
                  r={points.length > 100 ? 1.5 : 2.5}
                  fill={theme.colors.primary}
                />
              ),
            )}
            {activePoint ? (
              <g>
                <line
                  x1={x(activePoint.at)}
                  x2={x(activePoint.at)}
                  y1={MARGIN.top}
                  y2={HEIGHT - MARGIN.bottom}
                  stroke={theme.colors.textMuted}
                  strokeDasharray="3 3"
                />
                {activePoint.totalUsd === null ? null : (
                  <circle
                    cx={x(activePoint.at)}
                    cy={y(activePoint.totalUsd)}
                    r={5}
                    fill={theme.colors.primary}
                    stroke={theme.colors.surface}
                    strokeWidth={2}
                  />
                )}
              </g>
            ) : null}
          </g>
        </svg>
      </Plot>
      <Breakdown id={breakdownId} aria-live="polite" aria-atomic="true">
        {activePoint ? <DayBreakdown point={activePoint} /> : <MutedText>{CHART_HINT}</MutedText>}
      </Breakdown>
      <ValueTable points={points} />
    </Figure>
  );
}
