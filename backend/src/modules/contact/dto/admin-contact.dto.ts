import { ApiProperty } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';
import { MAIL_STATES, type MailState } from '../../../platform/mail/mail-outbox.entity';

/** The listed service a visitor asked about, in both languages. */
export class ContactServiceDto {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: 'Web Development' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Desarrollo web' })
  nameEs!: string | null;
}

/** The admin who sent a reply. */
export class ContactReplyAuthorDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ description: 'Full name, or the username when none is set' })
  name!: string;
}

/** An email sent from the admin panel in answer to a submission. */
export class ContactReplyDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  subject!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ type: ContactReplyAuthorDto, nullable: true })
  author!: ContactReplyAuthorDto | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The outbox message carrying it' })
  mailId!: number | null;

  @ApiProperty({
    enum: MAIL_STATES,
    enumName: 'MailState',
    nullable: true,
    description: 'Where that message stands in the outbox; null once it is pruned',
  })
  mailState!: MailState | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}

/** A contact submission as the admin panel lists it. */
export class AdminContactDto {
  @ApiProperty({ example: 42 })
  id!: number;

  @ApiProperty({ example: 'María Rodríguez' })
  name!: string;

  @ApiProperty({ example: 'maria@example.com' })
  email!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ type: ContactServiceDto, nullable: true })
  service!: ContactServiceDto | null;

  @ApiProperty({ type: String, nullable: true, description: "'other' when no listed service" })
  serviceType!: string | null;

  @ApiProperty({ enum: ['en', 'es'], description: 'The language the visitor wrote in' })
  language!: 'en' | 'es';

  @ApiProperty()
  resolved!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: [ContactReplyDto], description: 'Replies sent, oldest first' })
  replies!: ContactReplyDto[];
}

export class AdminContactsPageDto extends PageOf(AdminContactDto, 'more submissions') {}
