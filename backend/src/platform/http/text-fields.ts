import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import type { MessageKey } from '../i18n/messages';
import { trim, trimOrNull } from './transforms';

/** Text a request must carry: trimmed, not blank (`key`), at most `max` characters (`maxKey`). */
export const RequiredText = (key: MessageKey, max: number, maxKey: MessageKey) =>
  applyDecorators(
    Transform(trim),
    IsString({ message: key }),
    IsNotEmpty({ message: key }),
    MaxLength(max, { message: maxKey }),
  );

/** Text a request may carry: trimmed, blank read as none (null), at most `max` characters. */
export const OptionalText = (max: number, maxKey: MessageKey) =>
  applyDecorators(
    Transform(trimOrNull),
    IsOptional(),
    IsString({ message: maxKey }),
    MaxLength(max, { message: maxKey }),
  );
