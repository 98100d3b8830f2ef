import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { PublicRead } from '../../platform/http/public-read.interceptor';
import { ServiceDto } from './dto/service.dto';
import { ServicesService } from './services.service';

@ApiTags('services')
@Controller('services')
@PublicRead()
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Get()
  @ApiOkResponse({ type: [ServiceDto], description: 'Every service, in display order' })
  list(): Promise<ServiceDto[]> {
    return this.services.list();
  }

  @Get(':id')
  @ApiOkResponse({ type: ServiceDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'No service has this id' })
  get(@Param('id', ParseIdPipe) id: number): Promise<ServiceDto> {
    return this.services.get(id);
  }
}
