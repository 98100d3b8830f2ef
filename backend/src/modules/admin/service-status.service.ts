import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { type Language, translate } from '../../platform/i18n/messages';
import { MailService } from '../../platform/mail/mail.service';
import { checkGmailToken } from '../../platform/mail/gmail-token-check';
import { MailTransport } from '../../platform/mail/mail-transport';
import { PaypalCheckoutService } from '../payments/paypal-checkout.service';
import { missingSettings } from '../payments/providers/missing-settings';
import type {
  GmailTestDto,
  MailStatusDto,
  ServiceStatusDto,
  StripeStatusDto,
} from './dto/service-status.dto';

/** The key's mode from its prefix (sk_test_, pk_live_, rk_test_…); null when there is no key. */
const keyMode = (key?: string): 'test' | 'live' | null =>
  key ? (/^[a-z]+_test_/.test(key) ? 'test' : 'live') : null;

/**
 * Where each outside service stands, for the admins: configured or not, in which mode, and a
 * sentence saying so. Only flags and public facts (a host name) are answered, never a credential.
 */
@Injectable()
export class ServiceStatusService {
  constructor(
    private readonly transport: MailTransport,
    private readonly mail: MailService,
    private readonly paypal: PaypalCheckoutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async all(language: Language): Promise<ServiceStatusDto> {
    const [mail, paypal] = await Promise.all([
      this.mailStatus(language),
      this.paypal.status(language),
    ]);
    return {
      mail,
      stripe: this.stripeStatus(language),
      paypal: { ...paypal, missingSettings: this.paypal.missingSettings() },
      checkedAt: new Date(),
    };
  }

  async mailStatus(language: Language): Promise<MailStatusDto> {
    const transport = this.transport.describe();
    const counts = await this.mail.countByState();
    return {
      status: { isInitialized: transport.provider !== 'none', ...transport },
      gmailCredentialsConfigured: Boolean(this.config.mail.gmail),
      message:
        transport.provider === 'gmail'
          ? translate('admin.mail.status.gmail', language, { user: this.config.mail.gmail!.user })
          : transport.provider === 'smtp'
            ? translate('admin.mail.status.smtp', language, { host: transport.host ?? '' })
            : translate('admin.mail.status.none', language),
      heldMessages: counts.held,
      failedMessages: counts.failed,
    };
  }

  stripeStatus(language: Language): StripeStatusDto {
    const { secretKey, publishableKey, webhookSecret } = this.config.payments.stripe;
    const environment = keyMode(secretKey);
    const keysMatch = !publishableKey || !secretKey || keyMode(publishableKey) === environment;
    const missing = missingSettings(this.config.payments, 'stripe');
    const message =
      !environment || !publishableKey
        ? translate('admin.stripe.status.missing', language, { missing: missing.join(', ') })
        : !keysMatch
          ? translate('admin.stripe.status.mismatch', language)
          : missing.length > 0
            ? translate('admin.stripe.status.incomplete', language, {
                environment: translate(`admin.stripe.mode.${environment}`, language),
                missing: missing.join(', '),
              })
            : translate(`admin.stripe.status.${environment}`, language);
    return {
      initialized: Boolean(secretKey),
      environment,
      publishableKeyConfigured: Boolean(publishableKey),
      secretKeyConfigured: Boolean(secretKey),
      webhookSecretConfigured: Boolean(webhookSecret),
      keysMatch,
      missingSettings: missing,
      message,
    };
  }

  /**
   * The spec's Gmail credentials test: with Gmail as the transport, asks Google for an access
   * token with the refresh token (invalid_grant: it must be renewed). With SMTP or no transport,
   * says Gmail is not the transport.
   */
  async gmailTest(language: Language): Promise<GmailTestDto> {
    const transport = this.transport.describe();
    const gmail = this.config.mail.gmail;
    const envInfo = {
      provider: transport.provider,
      gmailCredentialsConfigured: Boolean(gmail),
      transportHost: transport.host,
    };
    if (!gmail || transport.provider !== 'gmail')
      return {
        success: false,
        message:
          transport.provider === 'smtp'
            ? translate('admin.gmail.notTransport.smtp', language, { host: transport.host ?? '' })
            : translate('admin.gmail.notTransport.none', language),
        envInfo,
        tokenInfo: null,
        error: 'gmail_not_transport',
        refreshTokenMustBeRenewed: false,
      };
    const outcome = await checkGmailToken(gmail);
    if (outcome.ok)
      return {
        success: true,
        message: translate('admin.gmail.ok', language, { user: gmail.user }),
        envInfo,
        tokenInfo: {
          tokenType: outcome.tokenType,
          expiresIn: outcome.expiresIn,
          scope: outcome.scope,
        },
        error: null,
        refreshTokenMustBeRenewed: false,
      };
    const message =
      outcome.error === 'invalid_grant'
        ? translate('admin.gmail.invalidGrant', language)
        : outcome.error === 'unreachable'
          ? translate('admin.gmail.unreachable', language, { reason: outcome.description ?? '' })
          : translate('admin.gmail.refused', language, { error: outcome.error });
    return {
      success: false,
      message,
      envInfo,
      tokenInfo: null,
      error: outcome.error,
      refreshTokenMustBeRenewed: outcome.error === 'invalid_grant',
    };
  }
}
