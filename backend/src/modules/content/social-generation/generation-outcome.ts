import type { MessageKey } from '../../../platform/i18n/messages';
import type { GenerationKind } from './content-generation-job.entity';

/** The message a client reads when a job of this kind could not be carried out. */
export function failureMessage(kind: GenerationKind): MessageKey {
  return kind === 'recommendations' ? 'ai.recommendations.failed' : 'ai.generate.failed';
}
