import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class MailTestRequest {
  @ApiProperty({ example: 'ops@terrabridge.example', description: 'Where the test message goes' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.mailTest.to.invalid' })
  @MaxLength(255, { message: 'admin.mailTest.to.invalid' })
  @IsEmail({}, { message: 'admin.mailTest.to.invalid' })
  to!: string;

  @ApiPropertyOptional({ enum: ['en', 'es'], description: 'Language of the message and answer' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

export class SmtpFailureDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ECONNECTION',
    description: 'ECONNECTION (refused, unreachable), EAUTH (login refused), EENVELOPE, ETIMEDOUT…',
  })
  code!: string | null;

  @ApiProperty({ example: 'connect ECONNREFUSED 127.0.0.1:2525' })
  message!: string;

  @ApiProperty({ type: Number, nullable: true, example: 535 })
  responseCode!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'AUTH PLAIN' })
  command!: string | null;
}

/**
 * What happened to a test message: the SMTP server's answer, or how the conversation failed.
 * A failed conversation is still a 200: the diagnosis itself worked, and its outcome is the answer.
 */
export class MailTestResultDto {
  @ApiProperty({ description: 'The server took the message for at least one recipient' })
  delivered!: boolean;

  @ApiProperty() to!: string;

  @ApiProperty({ type: String, nullable: true, example: 'smtp.example.com' })
  host!: string | null;

  @ApiProperty({ type: Number, nullable: true }) port!: number | null;

  @ApiProperty({ type: [String] }) accepted!: string[];
  @ApiProperty({ type: [String] }) rejected!: string[];

  @ApiProperty({ type: String, nullable: true, example: '250 2.0.0 Ok: queued as 4FZ1' })
  response!: string | null;

  @ApiProperty({ type: String, nullable: true }) messageId!: string | null;

  @ApiProperty({ type: SmtpFailureDto, nullable: true })
  error!: SmtpFailureDto | null;

  @ApiProperty({ description: 'How long the conversation took' })
  durationMs!: number;
}
