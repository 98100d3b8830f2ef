import { createIcon } from './create-icon';

/*
 * Icons for pages (`@terrabridge/ui/parts`, bundled by each app into the chunks of the pages that
 * draw them). Marked pure so an app's bundle keeps only the icons it uses. Add new ones at the end.
 */

export const LayoutIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M3 9h18M9 9v11" />
  </>,
  'LayoutIcon',
);
export const MegaphoneIcon = /*#__PURE__*/ createIcon(
  <path d="M3 11v3a1 1 0 0 0 1 1h2l4 4V6L6 10H4a1 1 0 0 0-1 1ZM14 8a5 5 0 0 1 0 8M17 5a9 9 0 0 1 0 14" />,
  'MegaphoneIcon',
);
export const CheckIcon = /*#__PURE__*/ createIcon(<path d="M20 6 9 17l-5-5" />, 'CheckIcon');
export const InboxIcon = /*#__PURE__*/ createIcon(
  <path d="M22 12h-6l-2 3h-4l-2-3H2M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z" />,
  'InboxIcon',
);
export const QuoteIcon = /*#__PURE__*/ createIcon(
  <path d="M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6" />,
  'QuoteIcon',
);
export const FolderIcon = /*#__PURE__*/ createIcon(
  <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Z" />,
  'FolderIcon',
);
export const ReceiptIcon = /*#__PURE__*/ createIcon(
  <path d="M5 3v18l2.5-1.5L10 21l2-1.5 2 1.5 2.5-1.5L19 21V3l-2.5 1.5L14 3l-2 1.5L10 3 7.5 4.5 5 3ZM9 9h6M9 13h6" />,
  'ReceiptIcon',
);
export const ServerIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="4" width="18" height="7" rx="1.5" />
    <rect x="3" y="13" width="18" height="7" rx="1.5" />
    <path d="M7 7.5h.01M7 16.5h.01" />
  </>,
  'ServerIcon',
);
export const ShieldIcon = /*#__PURE__*/ createIcon(
  <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />,
  'ShieldIcon',
);
export const UserIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const SettingsIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </>,
  'SettingsIcon',
);
export const KeyIcon = /*#__PURE__*/ createIcon(
  <path d="M21 2l-2 2m-7.6 7.6a5.5 5.5 0 1 1-7.8 7.8 5.5 5.5 0 0 1 7.8-7.8Zm0 0L15.5 7.5m0 0 3 3L22 7l-3-3m-3.5 3.5L19 4" />,
  'KeyIcon',
);
export const XCircleIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
  'XCircleIcon',
);
export const PrinterIcon = /*#__PURE__*/ createIcon(
  <>
    <path d="M6 9V3h12v6" />
    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v7H6z" />
  </>,
  'PrinterIcon',
);
export const BriefcaseIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20" />
  </>,
  'BriefcaseIcon',
);
export const GlobeIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  'GlobeIcon',
);
export const ChevronDownIcon = /*#__PURE__*/ createIcon(
  <path d="m6 9 6 6 6-6" />,
  'ChevronDownIcon',
);
export const CalendarIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="4.5" width="18" height="16.5" rx="2.5" />
    <path d="M8 2.5v4M16 2.5v4M3 10h18M8 14h.01M12 14h.01M16 14h.01M8 17.5h.01M12 17.5h.01" />
  </>,
  'CalendarIcon',
);
export const SearchIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);
export const ShareIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
  'ShareIcon',
);
export const DownloadIcon = /*#__PURE__*/ createIcon(
  <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />,
  'DownloadIcon',
);
export const ClockIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
);
export const SendIcon = /*#__PURE__*/ createIcon(
  <path d="M21.5 2.5 10.5 13.5M21.5 2.5l-7 19-4-8-8-4 19-7Z" />,
  'SendIcon',
);
export const TagIcon = /*#__PURE__*/ createIcon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <path d="M7.5 7.5h.01" />
  </>,
  'TagIcon',
);
export const ImageIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </>,
  'ImageIcon',
);
export const LaptopCodeIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="4" y="4" width="16" height="11" rx="1.5" />
    <path d="M2 19h20M10 8l-2 1.5 2 1.5M14 8l2 1.5-2 1.5" />
  </>,
  'LaptopCodeIcon',
);
export const RobotIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 14h.01M15 14h.01M9.5 17h5M2 13v3M22 13v3" />
    <circle cx="12" cy="3.5" r="1" />
  </>,
  'RobotIcon',
);
export const PaintBrushIcon = /*#__PURE__*/ createIcon(
  <path d="M18.4 2.6a2 2 0 0 1 2.9 2.9L12 14.8 9.2 12l9.2-9.4ZM9 13.5c-2 0-3.5 1.4-3.5 3.3 0 1.5-1 2.7-2.5 3.2 1 .6 2.3 1 3.6 1 2.9 0 4.9-2 4.9-4.7L9 13.5Z" />,
  'PaintBrushIcon',
);
export const PenToolIcon = /*#__PURE__*/ createIcon(
  <path d="m12 19 7-7 3 3-7 7-3-3ZM18 13l-1.5-7.5L2 2l3.5 14.5L13 18l5-5ZM2 2l7.6 7.6M11 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />,
  'PenToolIcon',
);
export const CodeIcon = /*#__PURE__*/ createIcon(
  <path d="m16 18 6-6-6-6M8 6l-6 6 6 6M14 4l-4 16" />,
  'CodeIcon',
);
export const RocketIcon = /*#__PURE__*/ createIcon(
  <path d="M4.5 16.5c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1ZM12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2ZM9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5" />,
  'RocketIcon',
);
export const LanguagesIcon = /*#__PURE__*/ createIcon(
  <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />,
  'LanguagesIcon',
);
export const PaletteIcon = /*#__PURE__*/ createIcon(
  <>
    <path d="M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3c.4.5.5 1 .5 1.4 0 .8-1.2 1.3-3 1.3Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7" r="1" />
    <circle cx="15.5" cy="7.5" r="1" />
  </>,
  'PaletteIcon',
);
export const ChatIcon = /*#__PURE__*/ createIcon(
  <path d="M21 12a8 8 0 0 1-11.7 7.1L4 20l1.1-4.4A8 8 0 1 1 21 12ZM8.5 12h.01M12 12h.01M15.5 12h.01" />,
  'ChatIcon',
);
export const UsersIcon = /*#__PURE__*/ createIcon(
  <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />,
  'UsersIcon',
);
export const AwardIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.2 13.8 7 22l5-3 5 3-1.2-8.2" />
  </>,
  'AwardIcon',
);
export const LightbulbIcon = /*#__PURE__*/ createIcon(
  <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2Z" />,
  'LightbulbIcon',
);
export const HeartHandshakeIcon = /*#__PURE__*/ createIcon(
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7 7-7ZM12 5 9 8a2 2 0 0 0 2.8 2.8l1.7-1.6a2.7 2.7 0 0 1 3.6 0l2.8 2.6M18 15l-2-2M15 18l-2-2" />,
  'HeartHandshakeIcon',
);
export const TargetIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
  'TargetIcon',
);
export const ChevronLeftIcon = /*#__PURE__*/ createIcon(
  <path d="m15 18-6-6 6-6" />,
  'ChevronLeftIcon',
);
export const ChevronRightIcon = /*#__PURE__*/ createIcon(
  <path d="m9 18 6-6-6-6" />,
  'ChevronRightIcon',
);
export const StarIcon = /*#__PURE__*/ createIcon(
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z" />,
  'StarIcon',
  true,
);
export const CopyIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="8" y="8" width="13" height="13" rx="2" />
    <path d="M16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3" />
  </>,
  'CopyIcon',
);
