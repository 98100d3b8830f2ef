import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** Filters of the public project list. */
export class ProjectsQuery {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "'true': featured projects only; 'false' or absent: every public project",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'projects.featured.invalid' })
  featured?: 'true' | 'false';

  @ApiPropertyOptional({ enum: ['en', 'es'], description: 'Language of error messages' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  lang?: 'en' | 'es';
}
