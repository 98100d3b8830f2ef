import { Body, Controller, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth } from '../auth/auth.decorators';
import { AdminServicesService } from './admin-services.service';
import {
  AdminServicesQuery,
  CreateServiceRequest,
  ReorderServicesRequest,
  UpdateServiceRequest,
} from './dto/admin-service-requests.dto';
import { AdminServicesPageDto, ServiceDto } from './dto/service.dto';

@ApiTags('admin')
@Controller('admin/services')
@Auth('admin')
@ApiBadRequestResponse({ description: 'An id, a filter or a field is not valid' })
export class AdminServicesController {
  constructor(private readonly services: AdminServicesService) {}

  @Get()
  @ApiOkResponse({ type: AdminServicesPageDto })
  list(@Query() query: AdminServicesQuery): Promise<AdminServicesPageDto> {
    return this.services.list(query);
  }

  @Post()
  @ApiCreatedResponse({ type: ServiceDto })
  @ApiConflictResponse({ description: 'The slug is taken' })
  create(@Body() body: CreateServiceRequest): Promise<ServiceDto> {
    return this.services.create(body);
  }

  @Put('order')
  @ApiOkResponse({ type: [ServiceDto], description: 'Every service, in the new order' })
  reorder(@Body() body: ReorderServicesRequest): Promise<ServiceDto[]> {
    return this.services.reorder(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: ServiceDto })
  @ApiNotFoundResponse({ description: 'No such service' })
  @ApiConflictResponse({ description: 'The slug is taken' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateServiceRequest,
  ): Promise<ServiceDto> {
    return this.services.update(id, body);
  }
}
