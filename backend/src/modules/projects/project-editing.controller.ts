import { Body, Controller, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { Auth } from '../auth/auth.decorators';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import {
  AdminProjectDto,
  CreateProjectRequest,
  UpdateProjectRequest,
} from './dto/admin-project.dto';
import { ProjectEditorService } from './project-editor.service';

/** The spec's own paths for creating and changing a project (§7); admins only. */
@ApiTags('admin')
@Controller('projects')
@Auth('admin')
export class ProjectEditingController {
  constructor(private readonly editor: ProjectEditorService) {}

  @Post()
  @ApiCreatedResponse({ type: AdminProjectDto })
  @ApiBadRequestResponse({
    description: "'Project title is required', 'Client is required', or another field is not valid",
  })
  create(@Body() body: CreateProjectRequest): Promise<AdminProjectDto> {
    return this.editor.create(body);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminProjectDto })
  @ApiBadRequestResponse({ description: 'The id or a field is not valid' })
  @ApiNotFoundResponse({ description: 'Project not found' })
  @ApiConflictResponse({
    description: 'The project is archived: only a restore (status pending alone) is accepted',
  })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateProjectRequest,
  ): Promise<AdminProjectDto> {
    return this.editor.update(id, body);
  }
}
