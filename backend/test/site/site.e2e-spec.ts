import request from 'supertest';

import { startTestApp, type TestApp } from '../support/test-app';

describe('GET /api/site', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://terrabridge.example',
      SALES_EMAIL: 'sales@terrabridge.example',
      BOOKING_URL: 'https://book.terrabridge.example/30-min',
    });
  });
  afterAll(() => t.close());

  it('serves the brand, contact values and stats band, with deployment values from the environment', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/site').expect(200);
    expect(res.body).toMatchObject({
      name: 'TerraBridge Digital',
      url: 'https://terrabridge.example',
      email: 'sales@terrabridge.example',
      phone: '+1 (704) 555-0142',
      whatsappUrl: 'https://wa.me/17045550142',
      stockSiteUrl: 'https://stock.terrabridge.example',
      bookingUrl: 'https://book.terrabridge.example/30-min',
      social: {
        facebook: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
        instagram: expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
        whatsapp: 'https://wa.me/17045550142',
        linkedin: expect.stringMatching(/^https:\/\/www\.linkedin\.com\//),
      },
      hours: { days: 'mon-fri', opens: '09:00', closes: '18:00' },
      stats: [
        { key: 'clients', value: 7 },
        { key: 'projects', value: 9 },
        { key: 'countries', value: 3 },
      ],
    });
  });

  it('serves no stats figure of zero', async () => {
    const { body } = await request(t.app.getHttpServer()).get('/api/site').expect(200);
    expect(body.stats.length).toBeGreaterThan(0);
    for (const stat of body.stats)
      expect({ ...stat, value: stat.value > 0 }).toEqual({ ...stat, value: true });
  });

  it('places both offices on embeddable maps centred on their coordinates', async () => {
    const { body } = await request(t.app.getHttpServer()).get('/api/site').expect(200);
    expect(body.offices.map((o: { city: string }) => o.city)).toEqual(['Charlotte', 'Montevideo']);
    for (const office of body.offices) {
      const embed = new URL(office.mapEmbedUrl);
      expect(embed.origin).toBe('https://www.openstreetmap.org');
      expect(embed.searchParams.get('marker')).toBe(`${office.latitude},${office.longitude}`);
      const [west, south, east, north] = embed.searchParams.get('bbox')!.split(',').map(Number);
      expect(west).toBeLessThan(office.longitude);
      expect(east).toBeGreaterThan(office.longitude);
      expect(south).toBeLessThan(office.latitude);
      expect(north).toBeGreaterThan(office.latitude);
    }
  });
});
