import { type components, apiJson } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type TestimonialRequest = Schemas['TestimonialRequestDto'];
export type TestimonialAnswer = Schemas['TestimonialAnswerRequest'];

// The answer's messages (and errors) come in the page's language (`?lang=`).
export function checkTestimonialLink(token: string, language: string) {
  return apiJson<TestimonialRequest>('POST', `/api/testimonial-requests/check?lang=${language}`, {
    token,
  });
}

export function sendTestimonial(answer: TestimonialAnswer, language: string) {
  return apiJson<Schemas['MessageDto']>(
    'POST',
    `/api/testimonial-requests?lang=${language}`,
    answer,
  );
}
