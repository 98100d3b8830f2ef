/* global window, document */
// A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), which the browser tests
// cannot fetch: the same `Stripe(key)` -> `elements({clientSecret})` -> `create('payment')`
// -> `mount()` -> `confirmPayment()` surface the checkout uses. Its Payment Element is a plain
// card form; confirming posts what Stripe.js posts (publishable key, client secret, the card) to
// https://api.stripe.com, which the tests route to the fake Stripe API (fake-stripe-server.mjs).
// With `redirect: 'if_required'` it answers the PaymentIntent, as Stripe.js does for cards; with
// redirects it goes to `return_url?payment_intent=…&redirect_status=…`, as Stripe does.
(function () {
  const API = 'https://api.stripe.com/v1';
  const FIELDS = [
    ['number', 'Card number', 'cc-number', '1234 1234 1234 1234'],
    ['expiry', 'Expiration date', 'cc-exp', 'MM / YY'],
    ['cvc', 'Security code', 'cc-csc', 'CVC'],
  ];

  function intentIdOf(clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  }

  function paymentElement(state) {
    const handlers = {};
    const emit = (event, payload) => (handlers[event] || []).forEach((handler) => handler(payload));
    let root = null;
    return {
      on(event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return this;
      },
      mount(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('fieldset');
        root.setAttribute('data-stand-in', 'stripe-payment-element');
        root.style.cssText =
          'border:1px solid #cbd5e1;border-radius:8px;padding:12px;display:grid;gap:8px';
        const legend = document.createElement('legend');
        legend.textContent = 'Card';
        root.append(legend);
        for (const [name, label, autocomplete, placeholder] of FIELDS) {
          const field = document.createElement('label');
          field.style.cssText = 'display:grid;gap:4px;font-size:14px';
          field.textContent = label;
          const input = document.createElement('input');
          input.name = name;
          input.autocomplete = autocomplete;
          input.placeholder = placeholder;
          input.style.cssText =
            'border:1px solid #94a3b8;border-radius:6px;padding:8px;font:inherit;color:inherit;background:transparent';
          input.addEventListener('input', () => {
            state.card[name] = input.value;
            emit('change', {
              elementType: 'payment',
              complete: Boolean(state.card.number),
              empty: false,
            });
          });
          field.append(input);
          root.append(field);
        }
        container.append(root);
        state.mounted = true;
        // Stripe's element reports `ready` once its frame has loaded.
        setTimeout(() => emit('ready', { elementType: 'payment' }), 50);
      },
      update() {},
      focus() {
        root?.querySelector('input')?.focus();
      },
      unmount() {
        root?.remove();
        state.mounted = false;
      },
      destroy() {
        this.unmount();
      },
    };
  }

  function Stripe(publishableKey) {
    return {
      elements(options) {
        const state = {
          clientSecret: options.clientSecret,
          locale: options.locale,
          card: {},
          mounted: false,
        };
        return {
          _state: state,
          create(type) {
            if (type !== 'payment')
              throw new Error(`The stand-in only draws the payment element, not ${type}`);
            return paymentElement(state);
          },
          update(changes) {
            if (changes && changes.locale) state.locale = changes.locale;
          },
          async submit() {
            return {};
          },
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const state = elements._state;
        const number = String(state.card.number || '').replace(/\s/g, '');
        if (!number)
          return {
            error: {
              type: 'validation_error',
              code: 'incomplete_number',
              message: 'Your card number is incomplete.',
            },
          };
        const id = intentIdOf(state.clientSecret);
        const form = new URLSearchParams({
          key: publishableKey,
          client_secret: state.clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp]': state.card.expiry || '',
          'payment_method_data[card][cvc]': state.card.cvc || '',
          return_url: (confirmParams && confirmParams.return_url) || '',
        });
        let answer;
        try {
          const response = await fetch(`${API}/payment_intents/${id}/confirm`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form,
          });
          answer = await response.json();
        } catch {
          return { error: { type: 'api_connection_error', message: 'We could not reach Stripe.' } };
        }
        if (answer.error) return { error: answer.error };
        const paymentIntent = {
          id: answer.id,
          status: answer.status,
          amount: answer.amount,
          currency: answer.currency,
        };
        if (redirect === 'if_required') return { paymentIntent };
        const target = new URL(confirmParams.return_url);
        target.searchParams.set('payment_intent', answer.id);
        target.searchParams.set('payment_intent_client_secret', state.clientSecret);
        target.searchParams.set(
          'redirect_status',
          answer.status === 'succeeded' ? 'succeeded' : 'pending',
        );
        window.location.assign(target.toString());
        return new Promise(() => {});
      },
    };
  }

  // @stripe/stripe-js checks the release it loaded.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
