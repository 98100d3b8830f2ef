import { Injectable, Logger } from '@nestjs/common';
import {
  type SocialPlatform,
  fitPost,
  fits,
  PLATFORM_RULES,
  postLength,
} from '@terrabridge/rules/social-posts';

import {
  AiModel,
  type StructuredAnswer,
  type StructuredRequest,
} from '../../../platform/ai/ai-model';
import type { GeneratedPost } from './content-generation-job.entity';
import {
  type DraftPost,
  type MeasuredOverrun,
  parseJson,
  type PostsBrief,
  postsRequest,
  readPosts,
  readRecommendations,
  type RecommendationsAnswer,
  type RecommendationsBrief,
  recommendationsRequest,
  shorterPostsRequest,
} from './generation-prompts';
import { UnusableAnswerError } from './unusable-answer.error';
import type { UsageMeter } from './usage-meter';

/** An answer that fits the schema, and its text as the model wrote it. */
interface Read<T> {
  value: T;
  text: string;
}

/**
 * Writes posts and recommendations with the AI model. Every answer is checked on our side; one
 * that does not fit the schema is asked for once more, then reported as an UnusableAnswerError. Posts
 * over their platform's limit are asked for once more, shorter, with their measured length, and
 * whatever is still too long is shortened here (see fitPost).
 */
@Injectable()
export class SocialContentWriter {
  private readonly logger = new Logger(SocialContentWriter.name);

  constructor(private readonly model: AiModel) {}

  async writePosts(
    brief: PostsBrief,
    meter: UsageMeter,
  ): Promise<Record<SocialPlatform, GeneratedPost>> {
    const first = await this.ask(
      postsRequest(brief),
      (answer) => readPosts(answer, brief.platforms),
      meter,
      2,
    );
    const drafts = { ...first.value };
    const overruns = brief.platforms.flatMap((platform) => overrun(platform, drafts[platform]));
    if (overruns.length > 0) {
      const platforms = overruns.map((item) => item.platform);
      try {
        const shorter = await this.ask(
          shorterPostsRequest(brief, first.text, overruns),
          (answer) => readPosts(answer, platforms),
          meter,
          1,
        );
        for (const platform of platforms) drafts[platform] = shorter.value[platform];
      } catch (error) {
        // The first answer is valid and paid for: shortening it here beats failing the job.
        this.logger.warn(
          `asking for shorter posts failed, shortening the first ones: ${describe(error)}`,
        );
      }
    }
    const posts = {} as Record<SocialPlatform, GeneratedPost>;
    for (const platform of brief.platforms) posts[platform] = fitted(platform, drafts[platform]);
    return posts;
  }

  async recommend(brief: RecommendationsBrief, meter: UsageMeter): Promise<RecommendationsAnswer> {
    const read = await this.ask(recommendationsRequest(brief), readRecommendations, meter, 2);
    return read.value;
  }

  /** Asks up to `tries` times for an answer that `read` accepts. */
  private async ask<T>(
    request: StructuredRequest,
    read: (answer: unknown) => T | null,
    meter: UsageMeter,
    tries: number,
  ): Promise<Read<T>> {
    for (let attempt = 1; ; attempt++) {
      let answer: StructuredAnswer;
      try {
        answer = await this.model.complete(request);
      } catch (error) {
        meter.addFailedCall();
        throw error;
      }
      meter.add(answer);
      if (answer.refusal) {
        throw new UnusableAnswerError('refused', `the model declined: ${answer.refusal}`);
      }
      const value = read(parseJson(answer.text));
      if (value !== null) return { value, text: answer.text! };
      const problem = `answer ${attempt} of ${tries} does not fit the ${request.schemaName} schema (finish reason: ${answer.finishReason ?? 'none'})`;
      if (attempt >= tries) throw new UnusableAnswerError('format', problem);
      this.logger.warn(`${problem}; asking again`);
    }
  }
}

function overrun(platform: SocialPlatform, draft: DraftPost): MeasuredOverrun[] {
  if (
    fits(platform, draft.content, draft.hashtags) &&
    fits(platform, draft.contentEs, draft.hashtags)
  ) {
    return [];
  }
  return [
    {
      platform,
      limit: PLATFORM_RULES[platform].maxLength,
      measured: {
        content: postLength(platform, draft.content, draft.hashtags),
        contentEs: postLength(platform, draft.contentEs, draft.hashtags),
      },
    },
  ];
}

/**
 * Both languages fitted to the platform. They share their hashtags: when fitting one language
 * dropped some, both keep the fewer (the other still fits with fewer).
 */
function fitted(platform: SocialPlatform, draft: DraftPost): GeneratedPost {
  const english = fitPost(platform, draft.content, draft.hashtags);
  const spanish = fitPost(platform, draft.contentEs, draft.hashtags);
  return {
    content: english.content,
    contentEs: spanish.content,
    hashtags:
      english.hashtags.length <= spanish.hashtags.length ? english.hashtags : spanish.hashtags,
    shortened: english.shortened || spanish.shortened,
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
