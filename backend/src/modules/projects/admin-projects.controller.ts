import {
  Body,
  Controller,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';

import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { MultipartFiles, type UploadedPart } from '../files/multipart-upload.interceptor';
import { UploadedParts } from '../files/uploaded-parts.decorator';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { AdminProjectsService } from './admin-projects.service';
import { MilestoneDto, ProjectUpdateDto } from './dto/portal-project.dto';
import {
  CreateMilestoneRequest,
  CreateUpdateForm,
  CreateUpdateRequest,
  ReorderMilestonesRequest,
  UpdateMilestoneRequest,
} from './dto/project-requests.dto';

@ApiTags('admin')
@Controller('admin/projects/:id')
@Auth('admin')
@ApiNotFoundResponse({ description: 'No such project (or milestone of it)' })
@ApiBadRequestResponse({ description: 'An id or a field is not valid' })
export class AdminProjectsController {
  constructor(private readonly projects: AdminProjectsService) {}

  @Post('milestones')
  @ApiCreatedResponse({ type: MilestoneDto, description: 'Added at the end of the plan' })
  @ApiConflictResponse({ description: 'The plan already has MAX_MILESTONES (100) milestones' })
  createMilestone(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CreateMilestoneRequest,
  ): Promise<MilestoneDto> {
    return this.projects.createMilestone(id, body);
  }

  @Put('milestones/order')
  @ApiOkResponse({ type: [MilestoneDto], description: 'The plan in its new order' })
  reorderMilestones(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReorderMilestonesRequest,
  ): Promise<MilestoneDto[]> {
    return this.projects.reorderMilestones(id, body.milestoneIds);
  }

  @Patch('milestones/:milestoneId')
  @ApiOkResponse({ type: MilestoneDto })
  updateMilestone(
    @Param('id', ParseIdPipe) id: number,
    @Param('milestoneId', ParseIdPipe) milestoneId: number,
    @Body() body: UpdateMilestoneRequest,
  ): Promise<MilestoneDto> {
    return this.projects.updateMilestone(id, milestoneId, body);
  }

  @Post('milestones/:milestoneId/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: MilestoneDto, description: 'Completed now (or kept as completed)' })
  completeMilestone(
    @Param('id', ParseIdPipe) id: number,
    @Param('milestoneId', ParseIdPipe) milestoneId: number,
  ): Promise<MilestoneDto> {
    return this.projects.completeMilestone(id, milestoneId);
  }

  @Post('updates')
  @UseInterceptors(MultipartFiles('files', 5))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: CreateUpdateForm })
  @ApiCreatedResponse({ type: ProjectUpdateDto })
  @ApiPayloadTooLargeResponse({ description: 'A file is larger than 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'A file is not of an allowed type' })
  postUpdate(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() user: User,
    @Body() body: CreateUpdateRequest,
    @UploadedParts() files: UploadedPart[],
  ): Promise<ProjectUpdateDto> {
    return this.projects.postUpdate(id, user, body, files);
  }
}
