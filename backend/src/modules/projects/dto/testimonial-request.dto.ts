import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

import { OptionalText, RequiredText } from '../../../platform/http/text-fields';

export class TestimonialTokenRequest {
  @ApiProperty({ description: "The token of the mail's link" })
  @RequiredText('testimonialRequest.invalid', 200, 'testimonialRequest.invalid')
  token!: string;
}

/** What the form shows before it is answered. */
export class TestimonialRequestDto {
  @ApiProperty()
  projectTitle!: string;

  @ApiProperty({ type: String, nullable: true })
  projectTitleEs!: string | null;

  @ApiProperty({ description: 'How the testimonial will be signed', example: 'María Rodríguez' })
  name!: string;

  @ApiProperty({ enum: ['en', 'es'], description: "The client's language, the form's too" })
  language!: 'en' | 'es';
}

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;

/** The client's answer; it waits unapproved among the admin's testimonials. */
export class TestimonialAnswerRequest extends TestimonialTokenRequest {
  @ApiProperty({ minLength: 1, maxLength: 2000 })
  @RequiredText('testimonialRequest.content.required', 2000, 'testimonialRequest.content.max')
  content!: string;

  @ApiProperty({ minimum: 1, maximum: 5, description: 'Whole stars' })
  @Transform(toInt)
  @IsInt({ message: 'testimonialRequest.rating.invalid' })
  @Min(1, { message: 'testimonialRequest.rating.invalid' })
  @Max(5, { message: 'testimonialRequest.rating.invalid' })
  rating!: number;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true })
  @OptionalText(100, 'testimonialRequest.field.max')
  position?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true })
  @OptionalText(100, 'testimonialRequest.field.max')
  company?: string | null;
}
