import { apiJson, queryClient, type components } from '@terrabridge/api-client';

export type AdminTestimonial = components['schemas']['AdminTestimonialDto'];
export type TestimonialFields = components['schemas']['CreateTestimonialRequest'];

export const TESTIMONIALS_PATH = '/api/admin/testimonials';

/** Reloads every view of the list after a change. */
export const refreshTestimonials = () =>
  queryClient.invalidateQueries({ queryKey: [TESTIMONIALS_PATH] });

export const updateTestimonial = (id: number, changes: Partial<TestimonialFields>) =>
  apiJson<AdminTestimonial>('PATCH', `${TESTIMONIALS_PATH}/${id}`, changes);

export const createTestimonial = (fields: TestimonialFields) =>
  apiJson<AdminTestimonial>('POST', TESTIMONIALS_PATH, fields);

/** Ratings go from 1 to 5 in half steps. */
export const RATINGS = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1] as const;
