import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { SiteModule } from '../site/site.module';
import { AdminContactsController } from './admin/admin-contacts.controller';
import { AdminContactsService } from './admin/admin-contacts.service';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactFormPageService } from './form/contact-form-page.service';

/**
 * The contact form: saved submissions, the sales notification and the visitor's confirmation;
 * and the admin team's list of them, with replies and resolution.
 */
@Module({
  imports: [ContentModule, SiteModule],
  controllers: [ContactController, AdminContactsController],
  providers: [ContactService, ContactFormPageService, AdminContactsService],
})
export class ContactModule {}
