import { Injectable, PipeTransform } from '@nestjs/common';

import { LocalizedException } from '../i18n/localized.exception';

/** Lowercase words of letters and digits joined by single hyphens, e.g. `practical-ai-2026`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 200;

/** Route slugs are checked before any query: a malformed one is a 400, never a lookup. */
@Injectable()
export class ParseSlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || value.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(value)) {
      throw new LocalizedException(400, 'http.slug.invalid');
    }
    return value;
  }
}
