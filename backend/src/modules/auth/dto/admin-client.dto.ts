import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery, SortParam } from '../../../platform/http/pagination';
import { USER_ROLES, type UserRole } from '../entities/user.entity';

/**
 * The orders of the clients list, as SQL over the users row `t`. The name falls back to the
 * username, as the list shows it; the last sign-in is the newest session opened (every sign-in
 * opens one), or the epoch for an account that never signed in. Each has an index (see the
 * AdminClients migration).
 */
export const CLIENT_SORTS = {
  created: 't."created_at"',
  name: `lower(coalesce(nullif(trim(coalesce(t."first_name", '') || ' ' || coalesce(t."last_name", '')), ''), t."username"))`,
  email: 'lower(t."email")',
  lastSignIn: `coalesce((select max(s."created_at") from "sessions" s where s."user_id" = t."id"), 'epoch'::timestamptz)`,
};

export class AdminClientsQuery extends SearchPageQuery {
  @SortParam(CLIENT_SORTS)
  sort?: string;

  @ApiPropertyOptional({
    enum: USER_ROLES,
    description: 'Whose accounts: clients (default) or admins',
  })
  @IsOptional()
  @IsIn(USER_ROLES, { message: 'clients.role.invalid' })
  role?: UserRole;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Only active or only deactivated accounts',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'clients.active.invalid' })
  active?: 'true' | 'false';
}

/** A client account as the admins' list shows it. */
export class AdminClientDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ description: 'Full name, or the username when there is none' }) name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: USER_ROLES }) role!: UserRole;
  @ApiProperty({ enum: ['en', 'es'] }) language!: 'en' | 'es';
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty({ description: 'False once an admin deactivated the account' }) isActive!: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the account was deleted at its owner’s request (anonymised; it cannot be reactivated)',
  })
  deletedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the account last signed in, if it ever did',
  })
  lastSignInAt!: string | null;
  @ApiProperty({ description: 'Projects of the client' }) projectCount!: number;
  @ApiProperty({ description: 'Invoices still to pay: pending, partial or overdue' })
  openInvoiceCount!: number;
}

export class AdminClientsPageDto extends PageOf(
  AdminClientDto,
  'more clients',
  'In the chosen order',
) {}

export class ClientProjectDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ example: 'in_progress' }) status!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ClientInvoiceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Null while a draft' })
  number!: string | null;
  @ApiProperty({ example: 'pending' }) status!: string;
  @ApiProperty({ description: 'Total in US cents' }) totalCents!: number;
  @ApiProperty({ format: 'date', example: '2026-12-01' }) dueDate!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ClientPaymentDto {
  @ApiProperty() id!: number;
  @ApiProperty() reference!: string;
  @ApiProperty({ example: 'stripe' }) provider!: string;
  @ApiProperty({ example: 'succeeded' }) state!: string;
  @ApiProperty({ description: 'Amount in US cents' }) amountCents!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ClientSocialPostDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'instagram' }) platform!: string;
  @ApiProperty({ example: 'awaiting_approval' }) status!: string;
  @ApiProperty() draftedByTeam!: boolean;
  @ApiProperty({ description: 'The text in English (or its only language)' }) content!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The client’s request for changes' })
  reviewComment!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class ClientSessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Chrome on macOS' }) device!: string;
  @ApiProperty({ type: String, nullable: true, example: 'UY' }) countryCode!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Montevideo' }) city!: string | null;
  @ApiProperty({ description: 'Signed in from the local network' }) localNetwork!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastSeenAt!: string;
  @ApiProperty({ description: 'Still lets a browser in (not ended, idle or expired)' })
  live!: boolean;
}

/** A client with their recent work: the newest rows of each, at most RECENT_ROWS. */
export class AdminClientDetailDto extends AdminClientDto {
  @ApiProperty({
    description: 'Two-factor sign-in is on (an admin may reset it: POST .../two-factor/reset)',
  })
  twoFactorEnabled!: boolean;
  @ApiProperty({ type: [ClientProjectDto], description: 'Newest first' })
  projects!: ClientProjectDto[];
  @ApiProperty({ type: [ClientInvoiceDto], description: 'Newest first' })
  invoices!: ClientInvoiceDto[];
  @ApiProperty({ type: [ClientPaymentDto], description: 'Newest first' })
  payments!: ClientPaymentDto[];
  @ApiProperty({ type: [ClientSocialPostDto], description: 'Newest first' })
  socialPosts!: ClientSocialPostDto[];
  @ApiProperty({ type: [ClientSessionDto], description: 'Most recently used first' })
  sessions!: ClientSessionDto[];
}
