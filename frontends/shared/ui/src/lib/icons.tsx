import { createIcon } from './create-icon';

/*
 * The icons of the shared core: those the shell's frame, the ui library's own components and the
 * home page's first view draw. Every page loads them; any other icon goes in page-icons.tsx
 * (`@terrabridge/ui/parts`).
 */
export type { IconProps } from './create-icon';

export const MenuIcon = /*#__PURE__*/ createIcon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const CloseIcon = /*#__PURE__*/ createIcon(<path d="M18 6 6 18M6 6l12 12" />, 'CloseIcon');
export const SunIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
  'SunIcon',
);
export const MoonIcon = /*#__PURE__*/ createIcon(
  <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11Z" />,
  'MoonIcon',
);
export const ArrowRightIcon = /*#__PURE__*/ createIcon(
  <path d="M5 12h14M13 6l6 6-6 6" />,
  'ArrowRightIcon',
);
export const ArrowLeftIcon = /*#__PURE__*/ createIcon(
  <path d="M19 12H5M11 18l-6-6 6-6" />,
  'ArrowLeftIcon',
);
export const ExternalLinkIcon = /*#__PURE__*/ createIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  'ExternalLinkIcon',
);
export const SparklesIcon = /*#__PURE__*/ createIcon(
  <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3ZM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15ZM5 2l.6 1.4L7 4l-1.4.6L5 6l-.6-1.4L3 4l1.4-.6L5 2Z" />,
  'SparklesIcon',
);
export const ChartIcon = /*#__PURE__*/ createIcon(
  <path d="M3 3v18h18M7 15l4-4 3 3 5-6M19 8v3M19 8h-3" />,
  'ChartIcon',
);
export const BoltIcon = /*#__PURE__*/ createIcon(
  <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
  'BoltIcon',
);
export const DashboardIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
  'DashboardIcon',
);
export const LogOutIcon = /*#__PURE__*/ createIcon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
  'LogOutIcon',
);
export const LogInIcon = /*#__PURE__*/ createIcon(
  <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />,
  'LogInIcon',
);
export const CheckCircleIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>,
  'CheckCircleIcon',
);
export const AlertIcon = /*#__PURE__*/ createIcon(
  <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  'AlertIcon',
);
export const InfoIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
  'InfoIcon',
);
export const RefreshIcon = /*#__PURE__*/ createIcon(
  <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5" />,
  'RefreshIcon',
);
export const MailIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'MailIcon',
);
export const PhoneIcon = /*#__PURE__*/ createIcon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />,
  'PhoneIcon',
);
export const MapPinIcon = /*#__PURE__*/ createIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
  'MapPinIcon',
);
export const FacebookIcon = /*#__PURE__*/ createIcon(
  <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z" />,
  'FacebookIcon',
);
export const InstagramIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
  'InstagramIcon',
);
export const WhatsAppIcon = /*#__PURE__*/ createIcon(
  <>
    <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3l-4.5 1.5Z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2L9 9.5Z" />
  </>,
  'WhatsAppIcon',
);
export const LinkedInIcon = /*#__PURE__*/ createIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
  </>,
  'LinkedInIcon',
);
export const CompassIcon = /*#__PURE__*/ createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5 5-2Z" />
  </>,
  'CompassIcon',
);
export const EyeIcon = /*#__PURE__*/ createIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const EyeOffIcon = /*#__PURE__*/ createIcon(
  <path d="M9.9 4.2A10.4 10.4 0 0 1 12 4c6.5 0 10 8 10 8a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.9 8.4 2 12 2 12s3.5 8 10 8a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />,
  'EyeOffIcon',
);
