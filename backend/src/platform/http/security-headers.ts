import helmet from 'helmet';
import type { RequestHandler } from 'express';

import { inlinePreferences } from '../../modules/site/ssr/inline-preferences';
import type { AppConfig } from '../config/app-config';

/** Origins the browser may load remotes from, when a remote is deployed on another host. */
function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.frontends.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/**
 * What the payment providers' browser libraries load, as Stripe and PayPal document it: Stripe.js
 * and its card form frames (with 3-D Secure), PayPal's SDK, its buttons and approval windows.
 */
const PAYMENT_PROVIDERS = {
  script: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://*.paypal.com',
    'https://*.paypalobjects.com',
  ],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://*.paypal.com',
  ],
  connect: ['https://api.stripe.com', 'https://*.paypal.com'],
};

/** Security headers with a content security policy that fits the composed frontends. */
export function securityHeaders(config: AppConfig): RequestHandler {
  const remotes = remoteOrigins(config);
  // Pages inline the shell's preferences.js (it must run before the first paint); allow that text.
  const preferences = inlinePreferences(config.frontends.dir);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          ...(preferences ? [preferences.hash] : []),
          ...remotes,
          ...PAYMENT_PROVIDERS.script,
        ],
        'style-src': ["'self'", "'unsafe-inline'", ...remotes],
        'img-src': ["'self'", 'data:', 'https:'],
        'font-src': ["'self'", 'data:', ...remotes],
        'connect-src': ["'self'", ...remotes, ...PAYMENT_PROVIDERS.connect],
        // The contact page embeds the offices' maps from OpenStreetMap; the checkout, the card
        // form and PayPal's buttons.
        'frame-src': ['https://www.openstreetmap.org', ...PAYMENT_PROVIDERS.frame],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': config.http.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // PayPal's buttons open its approval window and hear back from it through `window.opener`,
    // which `same-origin` would cut. Pages for visitors who are not signed in go without it
    // (serve-frontends.ts).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Nothing of an address leaves the site, but the site's own form posts (the contact form
    // without JavaScript) carry its Origin for the CSRF check: under no-referrer a browser sends
    // them with `Origin: null`.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.http.publicUrl.startsWith('https:'),
  });
}
