import { ApiProperty } from '@nestjs/swagger';

/**
 * Where one email of a contact request stands: `sent` (our mail server took it), `queued` (kept
 * in the outbox and sent as soon as the mail server takes it, retried automatically; also while no
 * mail server is configured yet) or `failed` (it could not be sent or queued; our team sees it in
 * the outbox). Why an email is not sent goes to the log and the outbox, never to the visitor.
 */
export const CONTACT_MAIL_DELIVERIES = ['sent', 'queued', 'failed'] as const;
export type ContactMailDelivery = (typeof CONTACT_MAIL_DELIVERIES)[number];

const deliveryProperty = (email: string) =>
  ApiProperty({
    enum: CONTACT_MAIL_DELIVERIES,
    enumName: 'ContactMailDelivery',
    description:
      `${email}: sent (our mail server took it), queued (kept in the outbox and sent as soon as ` +
      'a mail server takes it) or failed (neither; our team sees it in the outbox)',
  });

/** How far the two emails of a contact request got while the request waited for them. */
export class ContactEmailStatusDto {
  @deliveryProperty('The notification to the sales team')
  notification!: ContactMailDelivery;

  @deliveryProperty('The confirmation to the visitor')
  autoReply!: ContactMailDelivery;
}

export class ContactResponseDto {
  @ApiProperty({ description: 'The saved submission', example: 42 })
  id!: number;

  @ApiProperty({ type: ContactEmailStatusDto })
  emailStatus!: ContactEmailStatusDto;
}
