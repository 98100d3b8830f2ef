export const blogEn = {
  list: {
    documentTitle: 'Blog',
    eyebrow: 'Insights',
    title: 'Ideas for growing your business online',
    subtitle:
      'Practical advice on websites, automation, branding, marketing and AI, from our teams in Charlotte and Montevideo.',
    error: 'Error loading blog posts. Please try again later.',
    empty: 'No blog posts found. Check back soon for updates!',
    readMore: 'Read More',
    postedOn: 'Published {{date}}',
  },
  post: {
    back: 'Back to blog',
    error: 'Blog post not found or an error occurred.',
    errorTitle: 'Article unavailable',
    returnToBlog: 'Return to the blog',
    byAuthor: 'By {{name}}',
    ctaTitle: 'Want results like these for your business?',
    ctaText: 'Tell us what you are working on. The first 30-minute consultation is free.',
    ctaButton: 'Talk to our team',
  },
} as const;

export type BlogResources = typeof blogEn;
