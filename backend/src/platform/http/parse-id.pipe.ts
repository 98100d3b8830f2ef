import { Injectable, PipeTransform } from '@nestjs/common';

import { LocalizedException } from '../i18n/localized.exception';

const MAX_ID = 2_147_483_647;

/** Route ids are positive 32-bit integers; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // Digits only: no sign, point, exponent, hex or spaces that Number() would still read.
    if (
      typeof value !== 'string' ||
      !/^\d{1,10}$/.test(value) ||
      Number(value) < 1 ||
      Number(value) > MAX_ID
    ) {
      throw new LocalizedException(400, 'http.id.invalid');
    }
    return Number(value);
  }
}
