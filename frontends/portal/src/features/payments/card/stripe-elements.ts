// The pure entry adds Stripe.js to the page only when loadStripe is called: the card form, on the
// checkout and test pages, never the other pages.
import type { Appearance, Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Theme } from '@terrabridge/session';

const loads = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for the publishable key, loaded once; a failed load is tried again next time. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch((error: unknown) => {
      loads.delete(publishableKey);
      throw error;
    });
    loads.set(publishableKey, load);
  }
  return load;
}

/** The Payment Element in the site's colours: the spec's indigo, light or dark like the page. */
export function cardAppearance(theme: Theme): Appearance {
  return theme === 'dark'
    ? {
        theme: 'night',
        variables: {
          colorPrimary: '#818cf8',
          colorBackground: '#0e152b',
          colorText: '#f1f5f9',
          colorDanger: '#f87171',
          borderRadius: '8px',
        },
      }
    : {
        theme: 'stripe',
        variables: {
          colorPrimary: '#6366f1',
          colorBackground: '#ffffff',
          colorText: '#0f172a',
          colorDanger: '#b91c1c',
          borderRadius: '8px',
        },
      };
}
