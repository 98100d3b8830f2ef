import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

import { trim } from '../../../platform/http/transforms';
import { BoundedString, LanguageField } from '../../auth/dto/auth.dto';
import {
  DELETION_REQUEST_STATES,
  type AccountDeletionRequest,
  type DeletionRequestState,
} from '../entities/account-deletion-request.entity';

export class RequestDeletionDto {
  @ApiProperty({ description: 'The password the account has now' })
  @BoundedString('account.currentPassword.required', 1024, 'account.currentPassword.wrong')
  currentPassword!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'privacy.deletion.reason.max' })
  @MaxLength(1000, { message: 'privacy.deletion.reason.max' })
  reason?: string | null;

  @LanguageField()
  language?: 'en' | 'es';
}

export class DeclineDeletionDto {
  @ApiProperty({ maxLength: 2000, description: 'Why, in words the client reads in the mail' })
  @Transform(trim)
  @BoundedString('privacy.deletion.note.required', 2000, 'privacy.deletion.note.max')
  note!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

/** A deletion request as its client sees it. */
export class DeletionRequestDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: DELETION_REQUEST_STATES }) state!: DeletionRequestState;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The team’s reason when declined' })
  decisionNote!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedAt!: string | null;

  static from(request: AccountDeletionRequest): DeletionRequestDto {
    return {
      id: request.id,
      state: request.state,
      reason: request.reason ?? null,
      decisionNote: request.decisionNote ?? null,
      createdAt: request.createdAt.toISOString(),
      decidedAt: request.decidedAt?.toISOString() ?? null,
    };
  }
}

export class DeletionStatusDto {
  @ApiProperty({
    type: DeletionRequestDto,
    nullable: true,
    description: 'The newest request that was not cancelled (pending or declined), or null',
  })
  request!: DeletionRequestDto | null;

  @ApiPropertyOptional({ description: 'What happened, in the language asked for' })
  message?: string;
}

export class DeletionRequestClientDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ description: 'Full name, or the username' }) name!: string;
  @ApiProperty() email!: string;
}

/** A pending request as the team sees it, with what confirming it keeps. */
export class AdminDeletionRequestDto extends DeletionRequestDto {
  @ApiProperty({ type: DeletionRequestClientDto }) client!: DeletionRequestClientDto;
  @ApiProperty({ description: 'Issued invoices, kept as accounting records' })
  invoiceCount!: number;
  @ApiProperty({ description: 'Invoices still to be paid' }) openInvoiceCount!: number;
}
