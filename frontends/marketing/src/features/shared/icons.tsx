import type { ReactNode, SVGProps } from 'react';

/*
 * Icons used only by the public site's lazily loaded sections and pages. They live in this
 * remote (not in the ui library, which the shell ships on every page) so the home page's first
 * load stays within its JavaScript budget. Same drawing conventions as the ui library's icons.
 */
export type SiteIconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode, displayName: string, filled = false) {
  function Icon({ size = 20, ...props }: SiteIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const LaptopCodeIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="11" rx="1.5" />
    <path d="M2 19h20M10 8l-2 1.5 2 1.5M14 8l2 1.5-2 1.5" />
  </>,
  'LaptopCodeIcon',
);
export const RobotIcon = icon(
  <>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 14h.01M15 14h.01M9.5 17h5M2 13v3M22 13v3" />
    <circle cx="12" cy="3.5" r="1" />
  </>,
  'RobotIcon',
);
export const PaintBrushIcon = icon(
  <path d="M18.4 2.6a2 2 0 0 1 2.9 2.9L12 14.8 9.2 12l9.2-9.4ZM9 13.5c-2 0-3.5 1.4-3.5 3.3 0 1.5-1 2.7-2.5 3.2 1 .6 2.3 1 3.6 1 2.9 0 4.9-2 4.9-4.7L9 13.5Z" />,
  'PaintBrushIcon',
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);
export const PenToolIcon = icon(
  <path d="m12 19 7-7 3 3-7 7-3-3ZM18 13l-1.5-7.5L2 2l3.5 14.5L13 18l5-5ZM2 2l7.6 7.6M11 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />,
  'PenToolIcon',
);
export const CodeIcon = icon(<path d="m16 18 6-6-6-6M8 6l-6 6 6 6M14 4l-4 16" />, 'CodeIcon');
export const RocketIcon = icon(
  <path d="M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1ZM12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2ZM9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5" />,
  'RocketIcon',
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  'GlobeIcon',
);
export const LanguagesIcon = icon(
  <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />,
  'LanguagesIcon',
);
export const PaletteIcon = icon(
  <>
    <path d="M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3c.4.5.5 1 .5 1.4 0 .8-1.2 1.3-3 1.3Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7" r="1" />
    <circle cx="15.5" cy="7.5" r="1" />
  </>,
  'PaletteIcon',
);
export const ChatIcon = icon(
  <path d="M21 12a8 8 0 0 1-11.7 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12ZM8.5 12h.01M12 12h.01M15.5 12h.01" />,
  'ChatIcon',
);
export const UsersIcon = icon(
  <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
  'UsersIcon',
);
export const AwardIcon = icon(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.2 13.8 7 22l5-3 5 3-1.2-8.2" />
  </>,
  'AwardIcon',
);
export const LightbulbIcon = icon(
  <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2Z" />,
  'LightbulbIcon',
);
export const HeartHandshakeIcon = icon(
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7 7-7ZM12 5 9 8a2 2 0 0 0 2.8 2.8l1.7-1.6a2.7 2.7 0 0 1 3.6 0l2.8 2.6M18 15l-2-2M15 18l-2-2" />,
  'HeartHandshakeIcon',
);
export const TargetIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
  'TargetIcon',
);
export const ChevronLeftIcon = icon(<path d="m15 18-6-6 6-6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = icon(<path d="m9 18 6-6-6-6" />, 'ChevronRightIcon');
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const StarIcon = icon(
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z" />,
  'StarIcon',
  true,
);
