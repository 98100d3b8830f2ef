/**
 * Brand and contact values shown by the shell. They move to the site configuration served by the
 * API once that endpoint exists; until then this is the single place to change them.
 */
export const SITE = {
  name: 'TerraBridge Digital',
  email: 'hello@terrabridge.example',
  phone: '+1 (704) 555-0142',
  whatsappUrl: 'https://wa.me/17045550142',
  stockSiteUrl: 'https://stock.terrabridge.example',
  social: {
    facebook: 'https://www.facebook.com/terrabridgedigital',
    instagram: 'https://www.instagram.com/terrabridgedigital',
    whatsapp: 'https://wa.me/17045550142',
    // Placeholder until the company page exists.
    linkedin: 'https://www.linkedin.com/',
  },
} as const;
