import { DynamicModule, Global, Module } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';
import { AiModel } from './ai-model';
import { OpenAiModel } from './openai-model';

/** The AI model, injectable everywhere as `AiModel`: any OpenAI-compatible chat API. */
@Global()
@Module({})
export class AiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AiModule,
      providers: [{ provide: AiModel, useFactory: () => new OpenAiModel(config.ai) }],
      exports: [AiModel],
    };
  }
}
