import { Injectable } from '@nestjs/common';

import type { Language } from '../../../platform/i18n/messages';
import { ServicesService } from '../../content/services.service';
import { SiteService } from '../../site/site.service';
import type { ContactFormErrors, ContactFormValues } from './contact-form';
import { renderContactFormPage } from './contact-form-page';

/** Renders the refused-form page with the site's brand and the listed services. */
@Injectable()
export class ContactFormPageService {
  constructor(
    private readonly services: ServicesService,
    private readonly site: SiteService,
  ) {}

  async render(
    language: Language,
    values: ContactFormValues,
    refusal: { errors?: ContactFormErrors; problem?: string },
  ): Promise<string> {
    const listed = await this.services.list().catch(() => []);
    return renderContactFormPage({
      language,
      brand: this.site.get().name,
      services: listed.map((service) => ({
        id: service.id,
        name: language === 'es' ? (service.nameEs ?? service.name) : service.name,
      })),
      values,
      errors: refusal.errors ?? {},
      problem: refusal.problem,
    });
  }
}
