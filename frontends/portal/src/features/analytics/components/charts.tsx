import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  usePlotArea,
} from 'recharts';
import { clip } from '../analytics-data';
import { AXIS, SEGMENT_EDGE, TOOLTIP } from './chart-theme';

/*
 * Charts are drawn for the eyes only: each card hides its chart from assistive technology and
 * gives the same figures as a table. So the charts take no focus (no accessibility layer of
 * their own) and carry no text a table does not.
 */

const BAR_SIZE = 14;
/** Height of a bar with its name above it. */
const ROW_HEIGHT = 44;
/** Room right of the longest bar for its value. */
const VALUE_ROOM = 72;
/** Average width of a 12 px character, to cut names that would run past the chart. */
const CHAR_WIDTH = 7;

export interface NamedBar {
  key: string;
  name: string;
  value: number;
  /** The value as the bar's label says it ('3', '12 days'). */
  valueText: string;
  color: string;
}

/** Height a NamedBars chart needs for `count` bars. */
export const namedBarsHeight = (count: number) => count * ROW_HEIGHT + 8;

interface BarNameProps {
  y?: number;
  index?: number;
  bars?: NamedBar[];
}

/** A bar's name written above it, from the left edge of the plot, cut to the chart's width. */
function BarName({ y, index, bars }: BarNameProps) {
  const area = usePlotArea();
  const bar = index === undefined ? undefined : bars?.[index];
  if (!area || y === undefined || !bar) return null;
  const room = Math.floor((area.width + VALUE_ROOM) / CHAR_WIDTH);
  return (
    <text x={area.x} y={y - BAR_SIZE / 2 - 6} fill="var(--tb-fg)" fontSize={12} textAnchor="start">
      {clip(bar.name, room)}
    </text>
  );
}

/** Horizontal bars, each named above and valued at its end: long names never squeeze the bars. */
export function NamedBars({ bars }: { bars: NamedBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={bars}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: VALUE_ROOM, bottom: 0, left: 0 }}
      >
        <XAxis type="number" hide domain={[0, 'dataMax']} allowDecimals={false} />
        <YAxis
          type="category"
          dataKey="key"
          width={1}
          axisLine={false}
          tickLine={false}
          tick={<BarName bars={bars} />}
        />
        {/* An empty value still shows a sliver, so every row has its bar and its value. */}
        <Bar dataKey="value" barSize={BAR_SIZE} radius={[0, 4, 4, 0]} minPointSize={2}>
          {bars.map((bar) => (
            <Cell key={bar.key} fill={bar.color} />
          ))}
          <LabelList dataKey="valueText" position="right" fill="var(--tb-fg)" fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface StackSeries {
  key: string;
  name: string;
  color: string;
}

/** Bars per month, one segment per series, with a legend and a tooltip for pointers. */
export function MonthlyStack<Row extends { month: string }>({
  rows,
  series,
  monthTick,
  monthTitle,
  valueText,
  axisWidth = 40,
}: {
  rows: Row[];
  series: StackSeries[];
  /** A month on the axis ('Nov') and in the tooltip ('November 2026'). */
  monthTick: (month: string) => string;
  monthTitle: (month: string) => string;
  valueText: (value: number) => string;
  axisWidth?: number;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke={AXIS.grid} />
        <XAxis
          dataKey="month"
          tickFormatter={monthTick}
          tick={AXIS.tick}
          axisLine={AXIS.line}
          tickLine={false}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={valueText}
          tick={AXIS.tick}
          width={axisWidth}
          axisLine={false}
          tickLine={false}
        />
        <Tooltip
          cursor={AXIS.cursor}
          {...TOOLTIP}
          labelFormatter={(month) => monthTitle(String(month))}
          formatter={(value) => valueText(Number(value))}
        />
        <Legend
          itemSorter={null}
          iconType="square"
          iconSize={10}
          formatter={(name) => <span style={{ color: 'var(--tb-fg)', fontSize: 12 }}>{name}</span>}
        />
        {series.map((item) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            stackId="month"
            fill={item.color}
            {...SEGMENT_EDGE}
            maxBarSize={36}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
