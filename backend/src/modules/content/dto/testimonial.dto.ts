import { ApiProperty } from '@nestjs/swagger';

import type { Testimonial } from '../entities/testimonial.entity';

/** An approved client quote, as the home page carousel shows it. */
export class TestimonialDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ example: 'Sarah Mitchell' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Owner' })
  position!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Mitchell Outdoor Supply' })
  company!: string | null;

  @ApiProperty()
  content!: string;

  @ApiProperty({ type: String, nullable: true })
  contentEs!: string | null;

  @ApiProperty({
    description: 'Stars from 1 to 5 in half steps',
    minimum: 1,
    maximum: 5,
    example: 4.5,
  })
  rating!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Portrait URL; when null the site draws an avatar from the name',
  })
  image!: string | null;

  static from(testimonial: Testimonial): TestimonialDto {
    return {
      id: testimonial.id,
      name: testimonial.name,
      position: testimonial.position ?? null,
      company: testimonial.company ?? null,
      content: testimonial.content,
      contentEs: testimonial.contentEs ?? null,
      rating: Number(testimonial.rating),
      image: testimonial.image ?? null,
    };
  }
}
