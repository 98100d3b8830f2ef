import type { StatusGroup } from '../analytics-api';
import type { SocialPlatform } from '../analytics-api';
import type { MilestoneOutcome } from '../analytics-data';

/*
 * Colours are the design system's variables, so every chart follows the light and dark palettes
 * (and repaints when the theme changes) without reading the theme itself. Each one keeps at least
 * 3:1 against the surfaces in both palettes.
 */
const color = (token: string) => `var(--tb-${token})`;

export const AXIS = {
  tick: { fill: color('fg-muted'), fontSize: 12 },
  line: { stroke: color('line-strong') },
  grid: color('line'),
  cursor: { fill: color('surface-muted') },
};

/** A thin line in the card's colour between stacked segments, so they part without colour too. */
export const SEGMENT_EDGE = { stroke: color('surface-raised'), strokeWidth: 1 };

export const TOOLTIP = {
  contentStyle: {
    background: color('surface-raised'),
    border: `1px solid ${color('line-strong')}`,
    borderRadius: 8,
    color: color('fg'),
    fontSize: 13,
  },
  labelStyle: { color: color('fg'), fontWeight: 600 },
  itemStyle: { color: color('fg') },
};

export const GROUP_COLORS: Record<StatusGroup, string> = {
  pending: color('fg-subtle'),
  in_progress: color('primary'),
  completed: color('success'),
  archived: color('line-strong'),
};

export const OUTCOME_COLORS: Record<MilestoneOutcome, string> = {
  onTime: color('success'),
  late: color('warning'),
  overdueOpen: color('danger'),
};

export const PLATFORM_COLORS: Record<SocialPlatform, string> = {
  twitter: color('accent'),
  facebook: color('primary'),
  instagram: color('warning'),
  linkedin: color('success'),
};

export const ACTIVITY_COLOR = color('primary');
export const PAID_COLOR = color('success');
export const OUTSTANDING_COLOR = color('warning');
