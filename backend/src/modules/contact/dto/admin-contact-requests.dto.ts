import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { trim, trimOrNull } from '../../../platform/http/transforms';

/** The sorts of the admin's contact list: SQL over the row `t`, each with an index. */
export const CONTACT_SORTS = {
  createdAt: 't."created_at"',
  name: 'lower(t."name")',
  email: 'lower(t."email")',
};

export const CONTACT_STATUSES = ['pending', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export class AdminContactsQuery extends SearchPageQuery {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES, description: 'Only pending or only resolved' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: 'contact.status.invalid' })
  status?: ContactStatus;

  @SortParam(CONTACT_SORTS)
  sort?: string;
}

/** A field's rules, most basic first: only its first broken rule is reported. */
const rules = applyDecorators;

export class UpdateContactRequest {
  @ApiProperty({ description: 'true: answered and done; false: back to pending' })
  @IsBoolean({ message: 'contact.resolved.invalid' })
  resolved!: boolean;
}

export class ContactReplyRequest {
  @ApiPropertyOptional({
    maxLength: 200,
    description: "The subject; by default 'Re: your message to TerraBridge Digital', translated",
  })
  @rules(
    Transform(trimOrNull),
    IsOptional(),
    IsString({ message: 'contact.reply.subject.max' }),
    MaxLength(200, { message: 'contact.reply.subject.max' }),
  )
  subject?: string | null;

  @ApiProperty({ minLength: 1, maxLength: 10000, description: 'The text of the reply' })
  @rules(
    Transform(trim),
    IsString({ message: 'contact.reply.body.required' }),
    IsNotEmpty({ message: 'contact.reply.body.required' }),
    MaxLength(10000, { message: 'contact.reply.body.max' }),
  )
  body!: string;
}
