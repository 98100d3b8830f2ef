import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';

/**
 * The global ValidationPipe, except that route parameters reach their own pipes as they were sent.
 * Its primitive conversion turns a parameter declared as a number into `+value`, which reads
 * '0x5', '5.0', '+5' and '5e0' as 5 before ParseIdPipe could refuse them.
 */
export class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}
