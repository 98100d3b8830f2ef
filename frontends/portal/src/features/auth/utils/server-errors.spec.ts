import { i18n } from '@terrabridge/i18n';
import '../../../remote-entry';
import { placeServerMessages } from './server-errors';

const FIELDS = {
  username: ['usernameMin', 'usernameTaken'],
  email: ['emailInvalid', 'emailTaken'],
} as const;

describe('server messages on their fields', () => {
  it('places each message on the field it belongs to, in the language of the answer', async () => {
    await i18n.changeLanguage('es');
    const t = i18n.getFixedT('es', 'portal');
    expect(
      placeServerMessages(
        [
          'Este nombre de usuario ya está en uso',
          'Este correo electrónico ya está registrado',
          'Demasiados intentos',
        ],
        FIELDS,
        t,
      ),
    ).toEqual({
      fields: {
        username: 'Este nombre de usuario ya está en uso',
        email: 'Este correo electrónico ya está registrado',
      },
      unplaced: ['Demasiados intentos'],
    });
  });

  it('keeps a field to its first message and leaves unknown ones for the toast', () => {
    const t = i18n.getFixedT('en', 'portal');
    expect(
      placeServerMessages(
        ['Username must be at least 7 characters', 'Username is already taken', 'Boom'],
        FIELDS,
        t,
      ),
    ).toEqual({
      fields: { username: 'Username must be at least 7 characters' },
      unplaced: ['Boom'],
    });
  });
});
