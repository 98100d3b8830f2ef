export const contactEn = {
  documentTitle: 'Contact',
  hero: {
    eyebrow: 'Contact us',
    title: "Let's build what your business needs next",
    subtitle:
      'Tell us where you want to take your business. We reply within one business day, in English or Spanish, from our offices in Charlotte and Montevideo.',
    promises: {
      reply: 'Reply within one business day',
      consultation: 'Free 30-minute consultation',
      bilingual: 'English and Spanish',
    },
  },
  section: {
    eyebrow: 'Get in touch',
    title: 'Tell us about your project',
    subtitle:
      'Share a few details and the right person on our team will get back to you with next steps, not a sales script.',
  },
  form: {
    title: 'Send us a message',
    required: 'All fields are required unless marked optional.',
    name: 'Name',
    namePlaceholder: 'Your full name',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    service: 'Service',
    servicePlaceholder: 'Select a service',
    otherService: 'Other',
    servicesUnavailable: 'The list of services could not be loaded; choose Other and tell us more.',
    message: 'Message',
    messagePlaceholder: 'What would you like to achieve? Goals, timeline, budget…',
    honeypot: 'Website (leave this field empty)',
    submit: 'Send message',
    submitting: 'Submitting...',
  },
  validation: {
    nameRequired: 'Name is required',
    emailInvalid: 'Valid email is required',
    messageRequired: 'Message is required',
    nameMax: 'Name must be at most 100 characters',
    messageMax: 'Message must be at most 5000 characters',
    serviceUnknown: 'The selected service does not exist',
  },
  toast: {
    successTitle: 'Message sent',
    emailSent:
      "Thank you for reaching out! We've emailed you a confirmation and will reply within one business day.",
    messageSaved:
      "Thank you for reaching out! Your message has been saved and we'll get back to you within one business day.",
    partialTitle: 'Partial success',
    partialDescription:
      'Your message has been saved, but there was an issue sending email notifications.',
    errorTitle: 'Message not sent',
    checkFields: 'Please correct the highlighted fields and try again.',
    rateLimited: 'Too many messages in a short time. Please wait a few minutes and try again.',
  },
  info: {
    title: 'Contact information',
    subtitle: 'Prefer to reach us directly? Write, call or send us a WhatsApp message.',
    email: 'Email',
    phone: 'Phone and WhatsApp',
    phoneHint: 'Opens a WhatsApp chat',
    offices: 'Offices',
    hours: 'Office hours',
    hoursValue: 'Monday to Friday, {{opens}} to {{closes}} (local time)',
    socialTitle: 'Follow us',
    social: {
      facebook: 'Facebook',
      instagram: 'Instagram',
      whatsapp: 'WhatsApp',
    },
  },
  schedule: {
    title: 'Schedule a free consultation',
    description:
      'Book a free 30-minute video call with our team to talk through your goals, timeline and budget. No commitment.',
    button: 'Book a call',
  },
  maps: {
    eyebrow: 'Visit us',
    title: 'Our offices',
    subtitle:
      'Two offices, one team: we work across U.S. and Latin American time zones to stay close to our clients.',
    mapTitle: 'Map of our office in {{place}}',
    openMap: 'Open larger map',
    openMapOf: 'of {{place}}',
  },
} as const;

export type ContactResources = typeof contactEn;
