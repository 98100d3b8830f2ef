import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { SiteConfigDto } from './dto/site-config.dto';
import { SiteService } from './site.service';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get()
  @ApiOkResponse({ type: SiteConfigDto, description: 'Brand, contact values, offices and stats' })
  get(): SiteConfigDto {
    return this.site.get();
  }
}
