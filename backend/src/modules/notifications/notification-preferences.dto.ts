import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** Which mails the account gets; security mails are listed as always on. */
export class NotificationPreferencesDto {
  @ApiProperty({ description: 'When the team creates a project for this client' })
  projectCreated!: boolean;

  @ApiProperty({ description: 'When the team posts an update the client can see' })
  projectUpdates!: boolean;

  @ApiProperty({ description: "When a milestone's due date moves" })
  milestoneDates!: boolean;

  @ApiProperty({ description: 'The ask for a testimonial when a project is completed' })
  testimonialRequests!: boolean;

  @ApiProperty({
    enum: [true],
    description: 'Security mails (a password change): always sent, cannot be turned off',
  })
  security!: true;
}

const flag = (description: string) => ApiPropertyOptional({ type: Boolean, description });

/** The kinds to turn on (true) or off (false); kinds not named stay as they are. */
export class UpdateNotificationPreferencesRequest {
  @flag('Project created mails')
  @IsOptional()
  @IsBoolean({ message: 'notifications.preference.invalid' })
  projectCreated?: boolean;

  @flag('Client-visible update mails')
  @IsOptional()
  @IsBoolean({ message: 'notifications.preference.invalid' })
  projectUpdates?: boolean;

  @flag('Milestone due date mails')
  @IsOptional()
  @IsBoolean({ message: 'notifications.preference.invalid' })
  milestoneDates?: boolean;

  @flag('Testimonial request mails')
  @IsOptional()
  @IsBoolean({ message: 'notifications.preference.invalid' })
  testimonialRequests?: boolean;
}
