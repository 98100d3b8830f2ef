import { sampleSiteConfig } from '@terrabridge/api-client/testing';
import {
  EMPTY_CONTACT,
  contactOutcome,
  contactPayload,
  placeServerMessages,
  validateContact,
} from './contact-form';
import { officeLocation, officeTime } from './offices';

describe('contact form rules', () => {
  it('requires a name, a valid email and a message', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'messageRequired',
    });
    expect(validateContact({ ...EMPTY_CONTACT, name: '  ', email: 'a@b', message: '\n' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'messageRequired',
    });
    expect(
      validateContact({ ...EMPTY_CONTACT, name: 'A', email: ' a@b.co ', message: 'Hi' }),
    ).toEqual({});
  });

  it('tells full, partial and saved-only outcomes apart', () => {
    expect(contactOutcome(undefined)).toBe('saved');
    expect(contactOutcome({ notification: 'sent', autoReply: 'sent' })).toBe('emailSent');
    // Queued emails (kept and retried, or held until a mail server is set) are no failure.
    expect(contactOutcome({ notification: 'queued', autoReply: 'queued' })).toBe('saved');
    expect(contactOutcome({ notification: 'sent', autoReply: 'queued' })).toBe('saved');
    expect(contactOutcome({ notification: 'failed', autoReply: 'sent' })).toBe('partial');
    expect(contactOutcome({ notification: 'queued', autoReply: 'failed' })).toBe('partial');
  });

  it('sends a listed service as its id and other as a type', () => {
    const values = { ...EMPTY_CONTACT, name: ' Ana ', email: 'ana@x.io', message: ' Hola ' };
    expect(contactPayload({ ...values, service: '3' }, 'es')).toEqual({
      name: 'Ana',
      email: 'ana@x.io',
      message: 'Hola',
      serviceId: 3,
      language: 'es',
      website: '',
    });
    expect(contactPayload({ ...values, service: 'other' }, 'en')).toMatchObject({
      serviceType: 'other',
    });
    expect(contactPayload({ ...values, service: 'other' }, 'en')).not.toHaveProperty('serviceId');
  });

  it('places each server message on the field whose rule it words, once', () => {
    expect(
      placeServerMessages(['Name is required', 'Name is required', 'Something else'], {
        name: ['Name is required'],
      }),
    ).toEqual({ fields: { name: 'Name is required' }, unplaced: ['Something else'] });
  });

  it('writes office places and hours the same on the server and in the browser', () => {
    const [charlotte, montevideo] = sampleSiteConfig().offices;
    expect(officeLocation(charlotte, 'en')).toBe('Charlotte, North Carolina, United States');
    expect(officeLocation(charlotte, 'es')).toBe('Charlotte, North Carolina, Estados Unidos');
    expect(officeLocation(montevideo, 'es')).toBe('Montevideo, Uruguay');
    expect(['09:00', '12:30', '18:00', '00:15'].map((time) => officeTime(time, 'en'))).toEqual([
      '9:00 AM',
      '12:30 PM',
      '6:00 PM',
      '12:15 AM',
    ]);
    expect(officeTime('9:00', 'es')).toBe('09:00');
  });
});
