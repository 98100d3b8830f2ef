export const testimonialEn = {
  documentTitle: 'Your testimonial',
  title: 'How did it go?',
  intro:
    'Tell us in a few words how working on “{{project}}” went. With your permission, we will show it on our site once the team has reviewed it.',
  checking: 'Checking your link…',
  invalidTitle: 'This link cannot be used',
  invalid:
    'It was already used or has expired. If you would still like to tell us how it went, reply to our email.',
  home: 'Go to the home page',
  signedAs: 'Signed as {{name}}',
  content: 'Your testimonial',
  contentHint: 'Up to 2,000 characters.',
  contentRequired: 'Please write a few words about the project',
  rating: 'Rating',
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  position: 'Your position',
  company: 'Your company',
  submit: 'Send testimonial',
  submitBusy: 'Sending…',
  failed: 'Your testimonial could not be sent',
  doneTitle: 'Thank you!',
  done: 'Your testimonial will appear once the team has reviewed it.',
};

export type TestimonialResources = typeof testimonialEn;
