import { i18n } from '@terrabridge/i18n';
import '../../../remote-entry';
import {
  type ValidationKey,
  isEmailAddress,
  passwordChecks,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateLoginIdentifier,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePhone,
  validateUsername,
} from './validation';

const message = (key: ValidationKey | null, lng: 'en' | 'es') =>
  key ? i18n.t(`validation.${key}`, { ns: 'portal', lng }) : null;

describe('registration rules (the same as the API)', () => {
  it.each([
    ['', 'usernameRequired'],
    ['   ', 'usernameRequired'],
    ['ana', 'usernameMin'],
    ['ana.lo', 'usernameMin'],
    [' ana.lo ', 'usernameMin'],
    ['a'.repeat(51), 'usernameMax'],
    ['ana lopez', 'usernameFormat'],
    ['ana@lopez', 'usernameFormat'],
    ['añalopez', 'usernameFormat'],
    ['ana.lopez', null],
    ['Ana_Lopez-2026', null],
    ['  ana.lopez  ', null],
    ['a'.repeat(50), null],
  ])('username %p -> %p', (value, expected) => {
    expect(validateUsername(value)).toBe(expected);
  });

  it.each([
    ['', 'emailRequired'],
    ['ana', 'emailInvalid'],
    ['ana@', 'emailInvalid'],
    ['@example.com', 'emailInvalid'],
    ['ana@example', 'emailInvalid'],
    ['ana@example.c', 'emailInvalid'],
    ['ana@@example.com', 'emailInvalid'],
    ['ana..lopez@example.com', 'emailInvalid'],
    ['.ana@example.com', 'emailInvalid'],
    ['ana@-example.com', 'emailInvalid'],
    ['ana@exa_mple.com', 'emailInvalid'],
    ['ana lopez@example.com', 'emailInvalid'],
    [`${'a'.repeat(65)}@example.com`, 'emailInvalid'],
    [`ana@${'a'.repeat(250)}.com`, 'emailMax'],
    ['ana@example.com', null],
    ['  Ana.Lopez+tb@Mail.Example.COM ', null],
    ['maría@ejemplo.com.uy', null],
    ['ana@xn--bcher-kva.example', null],
  ])('email %p -> %p', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('checks the local part and the domain like the server validator', () => {
    expect(isEmailAddress("o'brien@example.ie")).toBe(true);
    expect(isEmailAddress('ana@sub-domain.example.org')).toBe(true);
    expect(isEmailAddress('ana@example.123')).toBe(false);
    expect(isEmailAddress(`ana@${'a'.repeat(64)}.com`)).toBe(false);
  });

  it.each([
    ['', 'passwordRequired'],
    ['Short#1', 'passwordMin'],
    ['Aa1#'.repeat(33), 'passwordMax'],
    ['alllowercase#1', 'passwordClasses'],
    ['ALLUPPERCASE#1', 'passwordClasses'],
    ['NoDigitsHere#', 'passwordClasses'],
    ['NoSpecial123a', 'passwordClasses'],
    ['Bridge#Harbor2026', null],
    ['Пароль#Word2026', null],
  ])('new password %p -> %p', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it('reports which parts of the password rule are met', () => {
    expect(passwordChecks('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
      special: false,
    });
    expect(passwordChecks('abc')).toMatchObject({ lower: true, upper: false });
    expect(passwordChecks('Bridge#Harbor2026')).toEqual({
      length: true,
      upper: true,
      lower: true,
      digit: true,
      special: true,
    });
  });

  it('requires the confirmation to match', () => {
    expect(validatePasswordConfirmation('Bridge#Harbor2026', '')).toBe('confirmRequired');
    expect(validatePasswordConfirmation('Bridge#Harbor2026', 'Bridge#Harbor2025')).toBe(
      'passwordMismatch',
    );
    expect(validatePasswordConfirmation('Bridge#Harbor2026', 'Bridge#Harbor2026')).toBeNull();
  });

  it('requires names and limits the phone', () => {
    expect(validateFirstName(' ')).toBe('firstNameRequired');
    expect(validateFirstName('a'.repeat(101))).toBe('firstNameMax');
    expect(validateFirstName('Ana')).toBeNull();
    expect(validateLastName('')).toBe('lastNameRequired');
    expect(validateLastName('López')).toBeNull();
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('+598 99 123 456')).toBeNull();
    expect(validatePhone('1'.repeat(21))).toBe('phoneMax');
  });

  it('only requires both fields to sign in', () => {
    expect(validateLoginIdentifier('  ')).toBe('usernameRequired');
    expect(validateLoginIdentifier('ana@example.com')).toBeNull();
    expect(validateLoginPassword('')).toBe('passwordRequired');
    expect(validateLoginPassword(' ')).toBeNull();
  });
});

describe('rule messages in both languages (worded as the API words them)', () => {
  it.each([
    [
      'usernameMin',
      'Username must be at least 7 characters',
      'El nombre de usuario debe tener al menos 7 caracteres',
    ],
    ['usernameTaken', 'Username is already taken', 'Este nombre de usuario ya está en uso'],
    [
      'emailInvalid',
      'Please enter a valid email address',
      'Por favor ingresa una dirección de correo electrónico válida',
    ],
    ['emailTaken', 'Email is already registered', 'Este correo electrónico ya está registrado'],
    [
      'passwordMin',
      'Password must be at least 10 characters',
      'La contraseña debe tener al menos 10 caracteres',
    ],
    [
      'passwordClasses',
      'Password must include uppercase and lowercase letters, numbers, and special characters',
      'La contraseña debe incluir letras mayúsculas y minúsculas, números y caracteres especiales',
    ],
    ['usernameRequired', 'Username is required', 'El nombre de usuario es obligatorio'],
    ['passwordRequired', 'Password is required', 'La contraseña es obligatoria'],
    ['firstNameRequired', 'First name is required', 'El nombre es obligatorio'],
    ['lastNameRequired', 'Last name is required', 'El apellido es obligatorio'],
  ] as const)('%s', (key, en, es) => {
    expect(message(key, 'en')).toBe(en);
    expect(message(key, 'es')).toBe(es);
  });
});
