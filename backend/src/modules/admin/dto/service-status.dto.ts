import { ApiProperty } from '@nestjs/swagger';

import { PaypalStatusDto } from '../../payments/dto/payment.dto';

export class MailTransportStatusDto {
  @ApiProperty({ description: 'A transport is configured: mail leaves the outbox' })
  isInitialized!: boolean;

  @ApiProperty({
    enum: ['smtp', 'gmail', 'none'],
    description: 'smtp: SMTP_URL; gmail: Gmail with OAuth2; none: mail is held in the outbox',
  })
  provider!: 'smtp' | 'gmail' | 'none';

  @ApiProperty({ type: String, nullable: true, example: 'smtp.example.com' })
  host!: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 587 })
  port!: number | null;

  @ApiProperty({ description: 'TLS from the first byte (smtps://)' })
  secure!: boolean;

  @ApiProperty({ description: 'The connection string carries a user name (and password)' })
  authenticated!: boolean;
}

/** The spec's mail status: how mail leaves, and what waits in the outbox. Never a credential. */
export class MailStatusDto {
  @ApiProperty({ type: MailTransportStatusDto })
  status!: MailTransportStatusDto;

  @ApiProperty({ description: 'The Gmail OAuth2 credentials (GMAIL_*) are set' })
  gmailCredentialsConfigured!: boolean;

  @ApiProperty({ description: 'In the language of the request' })
  message!: string;

  @ApiProperty({ description: 'Messages held in the outbox until a transport is configured' })
  heldMessages!: number;

  @ApiProperty({ description: 'Messages that failed for good (an admin may send them again)' })
  failedMessages!: number;
}

/** Card payments' configuration: which keys are set and their mode, never the keys. */
export class StripeStatusDto {
  @ApiProperty({ description: 'A secret key is set: card payments are on' })
  initialized!: boolean;

  @ApiProperty({
    enum: ['test', 'live'],
    nullable: true,
    description: "From the secret key's prefix (sk_test_, sk_live_); null without a key",
  })
  environment!: 'test' | 'live' | null;

  @ApiProperty() publishableKeyConfigured!: boolean;
  @ApiProperty() secretKeyConfigured!: boolean;
  @ApiProperty() webhookSecretConfigured!: boolean;

  @ApiProperty({ description: 'The publishable and secret keys are of the same mode' })
  keysMatch!: boolean;

  @ApiProperty({
    type: [String],
    example: ['STRIPE_WEBHOOK_SECRET'],
    description: 'The environment variables still to set, by name',
  })
  missingSettings!: string[];

  @ApiProperty({ description: 'In the language of the request' })
  message!: string;
}

/** The wallet's status with, for the admins, what is left to configure. */
export class AdminPaypalStatusDto extends PaypalStatusDto {
  @ApiProperty({
    type: [String],
    example: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    description: 'The environment variables still to set, by name',
  })
  missingSettings!: string[];
}

/** Every outside service the product depends on, in one answer for the admins' services view. */
export class ServiceStatusDto {
  @ApiProperty({ type: MailStatusDto }) mail!: MailStatusDto;
  @ApiProperty({ type: StripeStatusDto }) stripe!: StripeStatusDto;
  @ApiProperty({ type: AdminPaypalStatusDto }) paypal!: AdminPaypalStatusDto;
  @ApiProperty() checkedAt!: Date;
}

export class GmailEnvInfoDto {
  @ApiProperty({ enum: ['smtp', 'gmail', 'none'] }) provider!: 'smtp' | 'gmail' | 'none';
  @ApiProperty() gmailCredentialsConfigured!: boolean;
  @ApiProperty({ type: String, nullable: true }) transportHost!: string | null;
}

/** The spec's Gmail test result. */
export class GmailTestDto {
  @ApiProperty({ description: 'Gmail handed out an access token for the refresh token' })
  success!: boolean;

  @ApiProperty({ description: 'In the language of the request' })
  message!: string;

  @ApiProperty({ type: GmailEnvInfoDto })
  envInfo!: GmailEnvInfoDto;

  @ApiProperty({
    type: Object,
    nullable: true,
    description: 'About the access token obtained (never the token); null when none was asked',
  })
  tokenInfo!: Record<string, unknown> | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'gmail_not_transport',
    description:
      'gmail_not_transport, invalid_grant, another error of the token endpoint (invalid_client…), or unreachable',
  })
  error!: string | null;

  @ApiProperty({ description: 'The refresh token was refused (invalid_grant): renew it' })
  refreshTokenMustBeRenewed!: boolean;
}
