import { HttpException } from '@nestjs/common';

import type { MessageKey } from './messages';

/** An HTTP error whose message is worded in the request's language by the error filter. */
export class LocalizedException extends HttpException {
  constructor(
    status: number,
    readonly key: MessageKey | MessageKey[],
    readonly params: Record<string, string | number> = {},
    /** A stable error code for clients, sent beside the message (`code`). */
    readonly code?: string,
  ) {
    super({ message: key, params }, status);
  }
}
