import { ApiError } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { describeError } from './describe-error';

describe('describeError', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("uses the server's messages, one per line", () => {
    const body = JSON.stringify({
      statusCode: 409,
      message: ['Username is already taken', 'Email is already registered'],
      error: 'Conflict',
    });
    expect(describeError(new ApiError(409, body, 'Conflict'))).toBe(
      'Username is already taken\nEmail is already registered',
    );
  });

  it('falls back to a translated text without a server message', async () => {
    expect(describeError(new ApiError(500, '', 'Internal Server Error'))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
    expect(describeError(new TypeError('Failed to fetch'))).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    await i18n.changeLanguage('es');
    expect(describeError(new TypeError('Failed to fetch'))).toBe(
      'No se pudo conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    );
  });
});
