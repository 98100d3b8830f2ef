import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';

import { Testimonial } from '../../src/modules/content/entities/testimonial.entity';
import { expectRevalidates, seedDemoData } from '../support/public-reads';
import { startTestApp, type TestApp } from '../support/test-app';

interface PublicTestimonial {
  id: number;
  name: string;
  rating: number;
  image: string | null;
}

describe('GET /api/testimonials', () => {
  let t: TestApp;
  let http: ReturnType<typeof request>;
  const em = () => t.app.get(EntityManager).fork();

  beforeAll(async () => {
    t = await startTestApp();
    http = request(t.app.getHttpServer());
    await seedDemoData(t);
  });
  afterAll(() => t.close());

  it('lists approved testimonials only, newest first', async () => {
    const res = await http.get('/api/testimonials').expect(200);
    const approved = await em().find(
      Testimonial,
      { approved: true },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    const pending = await em().find(Testimonial, { approved: false });
    expect(approved.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect((res.body as PublicTestimonial[]).map((item) => item.id)).toEqual(
      approved.map((item) => item.id),
    );
    for (const waiting of pending) {
      expect(res.text).not.toContain(waiting.name);
      expect(res.text).not.toContain(waiting.content);
    }
  });

  it('answers the public fields, with half stars as numbers and a missing portrait as null', async () => {
    const res = await http.get('/api/testimonials').expect(200);
    const body = res.body as PublicTestimonial[];
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(
        ['id', 'name', 'position', 'company', 'content', 'contentEs', 'rating', 'image'].sort(),
      );
    }
    const holloway = body.find((item) => item.name === 'Dr. James Holloway');
    expect(holloway).toEqual({
      id: expect.any(Number),
      name: 'Dr. James Holloway',
      position: 'Practice Director',
      company: 'Blue Ridge Dental Studio',
      content: expect.stringContaining('book online'),
      contentEs: expect.stringContaining('reserva en línea'),
      rating: 4.5,
      image: '/images/testimonials/james-holloway.jpg',
    });
    expect(body.find((item) => item.name === 'Lucía Fernández')?.image).toBeNull();
    expect(res.text).not.toMatch(/"approved"|"createdAt"/);
  });

  it('is cacheable and revalidates with an ETag', async () => {
    await expectRevalidates(http, '/api/testimonials');
  });

  it('shows an approval or a withdrawal at once', async () => {
    const before = await http.get('/api/testimonials').expect(200);
    const e = em();
    const waiting = await e.findOneOrFail(Testimonial, { name: 'Valeria Costa' });
    waiting.approved = true;
    await e.flush();
    const approved = await http
      .get('/api/testimonials')
      .set('If-None-Match', before.headers.etag)
      .expect(200);
    expect((approved.body as PublicTestimonial[]).map((item) => item.name)).toContain(
      'Valeria Costa',
    );

    waiting.approved = false;
    await e.flush();
    const withdrawn = await http.get('/api/testimonials').expect(200);
    expect(withdrawn.body).toEqual(before.body);
    expect(withdrawn.headers.etag).toBe(before.headers.etag);
  });

  it('answers an empty list when nothing is approved', async () => {
    const e = em();
    await e.nativeUpdate(Testimonial, {}, { approved: false });
    // nativeUpdate bypasses the unit of work; a flushed write is what clears the cache.
    const one = await e.findOneOrFail(Testimonial, { name: 'Sarah Mitchell' });
    one.rating = 5;
    one.position = 'Founder';
    await e.flush();
    const res = await http.get('/api/testimonials').expect(200);
    expect(res.body).toEqual([]);
  });
});
