import { ApiError } from '@terrabridge/api-client';
import type { PaypalStatus } from '../payments-api';
import { approvalUrl, classifyWalletError, phaseAfterFailure, phaseOfStatus } from './wallet-flow';

const status = (fields: Partial<PaypalStatus>): PaypalStatus => ({
  initialized: false,
  clientIdConfigured: false,
  clientSecretConfigured: false,
  environment: 'sandbox',
  apiEndpoint: 'https://api-m.sandbox.paypal.com',
  message: '',
  ...fields,
});

const apiError = (code: number, body: object | string) =>
  new ApiError(code, typeof body === 'string' ? body : JSON.stringify(body), '');

describe('the wallet component’s states', () => {
  it('is ready when PayPal accepted the credentials and the page has the client id', () => {
    expect(phaseOfStatus(status({ initialized: true, clientIdConfigured: true }), 'AbC')).toEqual({
      phase: 'ready',
      clientId: 'AbC',
    });
  });

  it('is an auth error when a client id is set but PayPal is not initialized', () => {
    expect(
      phaseOfStatus(
        status({
          clientIdConfigured: true,
          clientSecretConfigured: true,
          message: 'Client Authentication failed',
        }),
        'AbC',
      ),
    ).toEqual({ phase: 'auth-error', message: 'Client Authentication failed' });
  });

  it('is a configuration error without a client id', () => {
    expect(phaseOfStatus(status({ message: 'Not configured' }), null)).toEqual({
      phase: 'config-error',
      message: 'Not configured',
    });
    // Initialized on the server, but the page was given no client id to load the SDK with.
    expect(phaseOfStatus(status({ initialized: true, clientIdConfigured: true }), null)).toEqual({
      phase: 'config-error',
      message: null,
    });
  });
});

describe('a failed order creation or capture', () => {
  it('is PayPal unavailable on 503 or PAYPAL_NOT_INITIALIZED', () => {
    expect(classifyWalletError(apiError(503, { message: 'x' }))).toBe('unavailable');
    expect(
      classifyWalletError(apiError(500, { message: 'x', code: 'PAYPAL_NOT_INITIALIZED' })),
    ).toBe('unavailable');
  });

  it('is our credentials refused on 401, PAYPAL_AUTH_FAILED or a message about authentication', () => {
    expect(classifyWalletError(apiError(401, { message: 'x' }))).toBe('auth');
    expect(classifyWalletError(apiError(502, { message: 'x', code: 'PAYPAL_AUTH_FAILED' }))).toBe(
      'auth',
    );
    expect(classifyWalletError(apiError(500, { message: 'Client Authentication failed' }))).toBe(
      'auth',
    );
    expect(classifyWalletError(apiError(500, 'authentication error at PayPal'))).toBe('auth');
  });

  it('is anything else otherwise: a refused amount, a network failure', () => {
    expect(classifyWalletError(apiError(409, { message: 'The amount does not match' }))).toBe(
      'other',
    );
    expect(
      classifyWalletError(apiError(502, { message: 'unreachable', code: 'PROVIDER_FAILED' })),
    ).toBe('other');
    expect(classifyWalletError(new TypeError('Failed to fetch'))).toBe('other');
    expect(classifyWalletError(new Error('authentication'))).toBe('other');
  });

  it('shows the panel the status asks for once checked again, else the auth error', () => {
    expect(phaseAfterFailure(status({ clientIdConfigured: true }), 'AbC', 'Unavailable')).toEqual({
      phase: 'auth-error',
      message: 'Unavailable',
    });
    expect(
      phaseAfterFailure(status({ clientIdConfigured: true, message: 'Bad secret' }), 'AbC', 'x'),
    ).toEqual({ phase: 'auth-error', message: 'Bad secret' });
    expect(phaseAfterFailure(status({}), null, 'Unavailable')).toEqual({
      phase: 'config-error',
      message: 'Unavailable',
    });
    // The server says all is well, but PayPal just refused us: the panel, with why.
    expect(
      phaseAfterFailure(status({ initialized: true, clientIdConfigured: true }), 'AbC', 'Refused'),
    ).toEqual({ phase: 'auth-error', message: 'Refused' });
    // The status could not be read again.
    expect(phaseAfterFailure(null, 'AbC', 'Refused')).toEqual({
      phase: 'auth-error',
      message: 'Refused',
    });
  });
});

describe('the approval page of an order', () => {
  it('is on the sandbox or the live site', () => {
    expect(approvalUrl('5O190127TN364715T', 'sandbox')).toBe(
      'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
    );
    expect(approvalUrl('5O190127TN364715T', 'live')).toBe(
      'https://www.paypal.com/checkoutnow?token=5O190127TN364715T',
    );
  });
});
