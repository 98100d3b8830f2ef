import { ApiProperty } from '@nestjs/swagger';

import { PageOf } from '../../../platform/http/page.dto';
import { SearchPageQuery } from '../../../platform/http/pagination';

export class BillableProjectDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  title!: string;
}

/** A client an invoice can be addressed to, with the projects it can be for. */
export class BillableClientDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'María Rodríguez', description: 'Full name, or the username' })
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: [BillableProjectDto], description: "The client's projects, newest first" })
  projects!: BillableProjectDto[];
}

export class BillableClientsPageDto extends PageOf(BillableClientDto, 'more clients') {}

/** `q`: words of the client's name, username or email. */
export class BillableClientsQuery extends SearchPageQuery {}
