import { CanActivate, Injectable } from '@nestjs/common';

import { AiModel } from '../../../platform/ai/ai-model';
import { LocalizedException } from '../../../platform/i18n/localized.exception';

/**
 * Without an AI provider, generation answers 503 'AI provider not configured' before anything is
 * counted or saved; the rest of the product works as usual.
 */
@Injectable()
export class AiConfiguredGuard implements CanActivate {
  constructor(private readonly model: AiModel) {}

  canActivate(): boolean {
    if (!this.model.configured) throw new LocalizedException(503, 'ai.notConfigured');
    return true;
  }
}
