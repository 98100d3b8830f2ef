/**
 * The agency's brand, contact values, offices, social links and stats band: the one place to
 * change them. The API serves this profile at /api/site and inlines it in every page it sends, so
 * no frontend keeps its own copy. The sales address comes from SALES_EMAIL and the booking link
 * from BOOKING_URL; everything else is edited here.
 */
export const SITE_PROFILE = {
  name: 'TerraBridge Digital',
  phone: '+1 (704) 555-0142',
  whatsappUrl: 'https://wa.me/17045550142',
  stockSiteUrl: 'https://stock.terrabridge.example',
  social: {
    facebook: 'https://www.facebook.com/terrabridgedigital',
    instagram: 'https://www.instagram.com/terrabridgedigital',
    whatsapp: 'https://wa.me/17045550142',
    // The company page does not exist yet; the link opens LinkedIn itself.
    linkedin: 'https://www.linkedin.com/',
  },
  offices: [
    {
      key: 'charlotte',
      city: 'Charlotte',
      region: 'North Carolina',
      regionCode: 'NC',
      country: 'United States',
      countryEs: 'Estados Unidos',
      countryCode: 'US',
      streetAddress: '301 S Tryon St, Suite 1800',
      postalCode: '28202',
      timeZone: 'America/New_York',
      latitude: 35.2262,
      longitude: -80.8459,
    },
    {
      key: 'montevideo',
      city: 'Montevideo',
      region: 'Montevideo',
      regionCode: 'MO',
      country: 'Uruguay',
      countryEs: 'Uruguay',
      countryCode: 'UY',
      streetAddress: 'Av. 18 de Julio 1234, Oficina 502',
      postalCode: '11100',
      timeZone: 'America/Montevideo',
      latitude: -34.9055,
      longitude: -56.1851,
    },
  ],
  /**
   * What invoices print: the company's legal name and tax id, the office that bills (Charlotte),
   * and the account clients pay by bank transfer into, with the invoice number as reference.
   */
  billing: {
    legalName: 'TerraBridge Digital LLC',
    taxId: 'EIN 87-3051842',
    office: 'charlotte',
    bankTransfer: {
      bankName: 'First Citizens Bank',
      accountName: 'TerraBridge Digital LLC',
      accountNumber: '4410 2290 7731',
      routingNumber: '053100300',
      swift: 'FCBIUS33',
    },
  },
  /** Office hours, the same in both offices' local time. */
  hours: { days: 'mon-fri', opens: '09:00', closes: '18:00' },
  /**
   * The stats band of the home and about pages, in this order. A zero is never shown: leave a
   * figure (such as awards) out until it is true.
   */
  stats: [
    { key: 'clients', value: 7 },
    { key: 'projects', value: 9 },
    { key: 'countries', value: 3 },
  ] satisfies readonly { key: StatKey; value: number }[],
} as const;

/** The figures the stats band knows how to label and draw. */
export const STAT_KEYS = ['clients', 'projects', 'awards', 'countries'] as const;
export type StatKey = (typeof STAT_KEYS)[number];

export type OfficeProfile = (typeof SITE_PROFILE.offices)[number];
