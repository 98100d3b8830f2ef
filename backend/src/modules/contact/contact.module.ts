import { Module } from '@nestjs/common';

import { ContentModule } from '../content/content.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The contact form: saved submissions, the sales notification and the visitor's confirmation. */
@Module({
  imports: [ContentModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
