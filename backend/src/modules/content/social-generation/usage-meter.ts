import type { StructuredAnswer } from '../../../platform/ai/ai-model';
import type { GenerationUsage } from './content-generation-job.entity';

/** Adds up what every model call of a job used, failed runs included: all of it is billed. */
export class UsageMeter {
  private usage: GenerationUsage;

  constructor(start?: GenerationUsage | null) {
    this.usage = start
      ? { ...start }
      : { promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0, model: null };
  }

  add(answer: StructuredAnswer): void {
    this.usage = {
      promptTokens: this.usage.promptTokens + (answer.usage?.promptTokens ?? 0),
      completionTokens: this.usage.completionTokens + (answer.usage?.completionTokens ?? 0),
      totalTokens: this.usage.totalTokens + (answer.usage?.totalTokens ?? 0),
      calls: this.usage.calls + 1,
      model: answer.model,
    };
  }

  /** A call that failed (a provider error): no tokens reported, but a call all the same. */
  addFailedCall(): void {
    this.usage = { ...this.usage, calls: this.usage.calls + 1 };
  }

  get total(): GenerationUsage {
    return { ...this.usage };
  }
}
