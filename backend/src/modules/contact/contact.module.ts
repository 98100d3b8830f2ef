import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { SiteModule } from '../site/site.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactFormPageService } from './form/contact-form-page.service';

/** The contact form: saved submissions, the sales notification and the visitor's confirmation. */
@Module({
  imports: [ContentModule, SiteModule],
  controllers: [ContactController],
  providers: [ContactService, ContactFormPageService],
})
export class ContactModule {}
