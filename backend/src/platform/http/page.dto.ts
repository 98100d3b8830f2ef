import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** One page of a list: its rows and the cursor of the next page, if there is one. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The response class of a paged list of `item`, for the OpenAPI document: extend it to name the
 * page (`class FilesPageDto extends PageOf(ProjectFileDto, 'older files') {}`).
 */
export function PageOf<T>(item: Type<T>, next: string, order = 'Newest first'): Type<Page<T>> {
  class PageDto implements Page<T> {
    @ApiProperty({ type: [item], description: order })
    items!: T[];

    @ApiProperty({ type: String, nullable: true, description: `Pass as cursor for ${next}` })
    nextCursor!: string | null;
  }
  return PageDto;
}
