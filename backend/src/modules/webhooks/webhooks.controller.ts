import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { PageQuery } from '../../platform/http/pagination';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth } from '../auth/auth.decorators';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveriesPageDto,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookWithSecretDto,
} from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

/** Outgoing webhooks for integrations: endpoints, their secrets and their deliveries. */
@ApiTags('admin')
@Controller('admin/webhooks')
@Auth('admin')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiCreatedResponse({ type: WebhookWithSecretDto, description: 'The secret is shown here once' })
  @ApiBadRequestResponse({ description: 'A URL that is not http(s), or a private target' })
  async create(@Body() dto: CreateWebhookDto): Promise<WebhookWithSecretDto> {
    const { endpoint, secret } = await this.webhooks.create(dto);
    return { ...WebhookDto.from(endpoint), secret };
  }

  @Get()
  @ApiOkResponse({ type: [WebhookDto] })
  async list(): Promise<WebhookDto[]> {
    return (await this.webhooks.list()).map((endpoint) => WebhookDto.from(endpoint));
  }

  @Get(':id')
  @ApiOkResponse({ type: WebhookDto })
  @ApiNotFoundResponse({ description: 'No such endpoint' })
  async detail(@Param('id', ParseIdPipe) id: number): Promise<WebhookDto> {
    return WebhookDto.from(await this.webhooks.get(id));
  }

  @Patch(':id')
  @ApiOkResponse({ type: WebhookDto, description: 'Changed; `enabled: false` disables it' })
  @ApiNotFoundResponse({ description: 'No such endpoint' })
  async update(
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: UpdateWebhookDto,
  ): Promise<WebhookDto> {
    return WebhookDto.from(await this.webhooks.update(id, dto));
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOkResponse({ type: WebhookWithSecretDto, description: 'The new secret, shown here once' })
  @ApiNotFoundResponse({ description: 'No such endpoint' })
  async rotate(@Param('id', ParseIdPipe) id: number): Promise<WebhookWithSecretDto> {
    const { endpoint, secret } = await this.webhooks.rotateSecret(id);
    return { ...WebhookDto.from(endpoint), secret };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted, with its deliveries' })
  @ApiNotFoundResponse({ description: 'No such endpoint' })
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.webhooks.remove(id);
  }

  @Get(':id/deliveries')
  @ApiOkResponse({ type: WebhookDeliveriesPageDto, description: 'Newest first' })
  @ApiNotFoundResponse({ description: 'No such endpoint' })
  async deliveries(
    @Param('id', ParseIdPipe) id: number,
    @Query() query: PageQuery,
  ): Promise<WebhookDeliveriesPageDto> {
    const result = await this.webhooks.deliveries(id, query);
    return {
      items: result.items.map((row) => WebhookDeliveryDto.from(row)),
      nextCursor: result.nextCursor,
    };
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOkResponse({ type: WebhookDeliveryDto, description: 'Queued again, with its webhook-id' })
  @ApiNotFoundResponse({ description: 'No such endpoint or delivery' })
  @ApiConflictResponse({ description: 'The endpoint is disabled' })
  async redeliver(
    @Param('id', ParseIdPipe) id: number,
    @Param('deliveryId', ParseIdPipe) deliveryId: number,
  ): Promise<WebhookDeliveryDto> {
    return WebhookDeliveryDto.from(await this.webhooks.redeliver(id, deliveryId));
  }
}
