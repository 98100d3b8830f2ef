import { ApiProperty } from '@nestjs/swagger';

/** How far the two emails of a contact request got while the request waited for them. */
export class ContactEmailStatusDto {
  @ApiProperty({ description: 'The notification reached our mail server for the sales team' })
  notificationSent!: boolean;

  @ApiProperty({ description: 'The confirmation reached our mail server for the visitor' })
  autoReplySent!: boolean;

  @ApiProperty({
    type: [String],
    description:
      'Why an email is not sent yet, in the request language. Unsent emails stay in the ' +
      'outbox and are retried.',
  })
  errors!: string[];
}

export class ContactResponseDto {
  @ApiProperty({ description: 'The saved submission', example: 42 })
  id!: number;

  @ApiProperty({ type: ContactEmailStatusDto })
  emailStatus!: ContactEmailStatusDto;
}
