import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { PublicRead } from '../../platform/http/public-read.interceptor';
import { ProjectsQuery } from './dto/projects-query.dto';
import { PublicProjectDto } from './dto/public-project.dto';
import { ProjectsService } from './projects.service';

@ApiTags('projects')
@Controller('projects')
@PublicRead()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Get()
  @ApiOkResponse({
    type: [PublicProjectDto],
    description: 'The public portfolio (never archived projects), newest first',
  })
  @ApiBadRequestResponse({ description: "featured is neither 'true' nor 'false'" })
  list(@Query() query: ProjectsQuery): Promise<PublicProjectDto[]> {
    return this.projects.listPublic(query.featured === 'true');
  }

  @Get(':id')
  @ApiOkResponse({ type: PublicProjectDto })
  @ApiBadRequestResponse({ description: 'The id is not a positive whole number' })
  @ApiNotFoundResponse({ description: 'Project not found (or archived)' })
  get(@Param('id', ParseIdPipe) id: number): Promise<PublicProjectDto> {
    return this.projects.getPublic(id);
  }
}
