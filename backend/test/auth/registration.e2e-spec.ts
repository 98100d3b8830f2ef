import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';

import { newAccount, newIp, register, withSession } from '../support/accounts';
import { mailedToken } from '../support/delivered-mail';
import { SmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

describe('registration and its validation', () => {
  let t: TestApp;
  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    request(t.app.getHttpServer())
      .post('/api/register')
      .set('X-Forwarded-For', newIp())
      .set(headers)
      .send(body);

  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    t = await startTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('creates the account, signs it in and answers with the user, never a secret', async () => {
    const account = newAccount({ email: 'Mixed.Case@Example.com', language: 'es' });
    const res = await post(account).expect(201);
    expect(res.body).toMatchObject({
      username: account.username,
      email: 'mixed.case@example.com',
      firstName: 'María',
      lastName: 'Rodríguez',
      fullName: 'María Rodríguez',
      role: 'user',
      language: 'es',
      emailVerified: false,
      isActive: true,
    });
    expect(Object.keys(res.body).filter((k) => /password|token|hash|secret/i.test(k))).toEqual([]);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'])[0];
    expect(cookie).toMatch(/^tb_session=[^;]+; /);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
  });

  it('defaults the language to en', async () => {
    const { language: _language, ...account } = newAccount();
    const res = await post(account).expect(201);
    expect(res.body.language).toBe('en');
  });

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'a short username',
      { username: 'abc' },
      'Username must be at least 7 characters',
      'El nombre de usuario debe tener al menos 7 caracteres',
    ],
    [
      'a missing username',
      { username: '' },
      'Username is required',
      'El nombre de usuario es obligatorio',
    ],
    [
      'a long username',
      { username: 'u'.repeat(51) },
      'Username must be at most 50 characters',
      'El nombre de usuario debe tener como máximo 50 caracteres',
    ],
    [
      'an invalid email',
      { email: 'not-an-email' },
      'Please enter a valid email address',
      'Por favor ingresa una dirección de correo electrónico válida',
    ],
    ['a missing email', { email: '' }, 'Email is required', 'El correo electrónico es obligatorio'],
    [
      'a long email',
      { email: `${'e'.repeat(250)}@example.com` },
      'Email must be at most 255 characters',
      'El correo electrónico debe tener como máximo 255 caracteres',
    ],
    [
      'a short password',
      { password: 'Ab1!def' },
      'Password must be at least 10 characters',
      'La contraseña debe tener al menos 10 caracteres',
    ],
    [
      'a password without every class',
      { password: 'onlylowercase1!' },
      'Password must include uppercase and lowercase letters, numbers, and special characters',
      'La contraseña debe incluir letras mayúsculas y minúsculas, números y caracteres especiales',
    ],
    [
      'a common password',
      { password: 'Password123!' },
      'This password is too common. Please choose a less predictable one',
      'Esta contraseña es demasiado común. Por favor elige una menos predecible',
    ],
    [
      'a missing password',
      { password: '' },
      'Password is required',
      'La contraseña es obligatoria',
    ],
    [
      'a missing first name',
      { firstName: ' ' },
      'First name is required',
      'El nombre es obligatorio',
    ],
    [
      'a missing last name',
      { lastName: '' },
      'Last name is required',
      'El apellido es obligatorio',
    ],
    [
      'a long phone',
      { phone: '1'.repeat(21) },
      'Phone must be at most 20 characters',
      'El teléfono debe tener como máximo 20 caracteres',
    ],
    [
      'an unknown language',
      { language: 'fr' },
      "Language must be 'en' or 'es'",
      "El idioma debe ser 'en' o 'es'",
    ],
  ];

  it.each(cases)('refuses %s in English', async (_name, change, english) => {
    const res = await post(newAccount({ language: 'en', ...change })).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: [english], error: 'Bad Request' });
  });

  it.each(cases.filter(([name]) => name !== 'an unknown language'))(
    'refuses %s in Spanish',
    async (_name, change, _english, spanish) => {
      const res = await post(newAccount({ ...change, language: 'es' })).expect(400);
      expect(res.body.message).toEqual([spanish]);
    },
  );

  it('answers in Spanish by Accept-Language when the body names no language', async () => {
    const { language: _language, ...account } = newAccount({ username: 'abc' });
    const res = await post(account, { 'Accept-Language': 'es-UY,es;q=0.9' }).expect(400);
    expect(res.body.message).toEqual(['El nombre de usuario debe tener al menos 7 caracteres']);
  });

  it('reports every broken field at once', async () => {
    const res = await post(newAccount({ username: 'abc', email: 'nope', firstName: '' })).expect(
      400,
    );
    expect(res.body.message).toEqual([
      'Username must be at least 7 characters',
      'Please enter a valid email address',
      'First name is required',
    ]);
  });

  it('refuses unknown fields and wrong types', async () => {
    const extra = await post({ ...newAccount(), role: 'admin' }).expect(400);
    expect(extra.body.message).toEqual(['property role should not exist']);
    const wrongType = await post(newAccount({ username: 12345678 })).expect(400);
    expect(wrongType.body.message).toEqual(['Username is required']);
  });

  it('refuses a taken username or email, whatever the letter case, in both languages', async () => {
    const { account } = await register(t.app.getHttpServer());
    const sameName = await post(newAccount({ username: account.username.toUpperCase() })).expect(
      409,
    );
    expect(sameName.body).toEqual({
      statusCode: 409,
      message: 'Username is already taken',
      error: 'Conflict',
    });
    const sameEmail = await post(
      newAccount({ email: account.email.toUpperCase(), language: 'es' }),
    ).expect(409);
    expect(sameEmail.body.message).toBe('Este correo electrónico ya está registrado');
    const both = await post(
      newAccount({ username: account.username, email: account.email, language: 'es' }),
    ).expect(409);
    expect(both.body.message).toEqual([
      'Este nombre de usuario ya está en uso',
      'Este correo electrónico ya está registrado',
    ]);
  });

  it('tells the form whether a username or email exists', async () => {
    const { account } = await register(t.app.getHttpServer());
    const http = request(t.app.getHttpServer());
    expect(
      (await http.get('/api/check-username').query({ username: account.username.toUpperCase() }))
        .body,
    ).toEqual({ exists: true });
    expect(
      (await http.get('/api/check-username').query({ username: 'nobody_here_123' })).body,
    ).toEqual({ exists: false });
    expect((await http.get('/api/check-email').query({ email: account.email })).body).toEqual({
      exists: true,
    });
    expect(
      (await http.get('/api/check-email').query({ email: 'nobody@example.com' })).body,
    ).toEqual({ exists: false });
    const missing = await http.get('/api/check-email').query({ lang: 'es' }).expect(400);
    expect(missing.body.message).toEqual(['El correo electrónico es obligatorio']);
  });

  it('sends a verification email in the account language, and the link verifies once', async () => {
    const { user, cookie } = await register(t.app.getHttpServer(), { language: 'es' });
    const em = t.app.get(EntityManager).fork();
    const me = await request(t.app.getHttpServer())
      .get('/api/user')
      .set(withSession(cookie))
      .expect(200);
    const mail = await em.findOneOrFail(MailOutbox, {
      kind: 'auth.verify-email',
      to: me.body.email,
    });
    expect(mail.language).toBe('es');
    expect(mail.subject).toMatch(/Confirma tu correo/);
    const token = await mailedToken(t, sink, 'auth.verify-email', me.body.email);

    const http = request(t.app.getHttpServer());
    await http
      .post('/api/verify-email')
      .set('X-Forwarded-For', newIp())
      .send({ token })
      .expect(200);
    const verified = await http.get(`/api/users/${user.id}`).set(withSession(cookie)).expect(200);
    expect(verified.body.emailVerified).toBe(true);
    const again = await http
      .post('/api/verify-email')
      .set('X-Forwarded-For', newIp())
      .send({ token, language: 'es' })
      .expect(400);
    expect(again.body.message).toBe(
      'Este enlace no es válido o ha caducado. Por favor solicita uno nuevo',
    );
  });
});
