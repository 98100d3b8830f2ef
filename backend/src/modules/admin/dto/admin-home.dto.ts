import { ApiProperty } from '@nestjs/swagger';

export class HomeInvoiceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'INV-0007' }) number!: string;
  @ApiProperty({ example: 'Ana Pérez' }) client!: string;
  @ApiProperty({ example: '2026-12-01', description: 'YYYY-MM-DD' }) dueDate!: string;
  @ApiProperty({ description: 'US cents still owed on it' }) balanceCents!: number;
}

export class HomeInvoiceGroupDto {
  @ApiProperty() count!: number;
  @ApiProperty({ description: 'US cents still owed on all of them' }) balanceCents!: number;
  @ApiProperty({ type: [HomeInvoiceDto], description: 'The first few, earliest due first' })
  items!: HomeInvoiceDto[];
}

export class HomeInvoicesDto {
  @ApiProperty({ type: HomeInvoiceGroupDto, description: 'Payable and past their due date' })
  overdue!: HomeInvoiceGroupDto;

  @ApiProperty({
    type: HomeInvoiceGroupDto,
    description: 'Payable and due from today to `dueSoonDays` days ahead',
  })
  dueSoon!: HomeInvoiceGroupDto;

  @ApiProperty({ example: 7 }) dueSoonDays!: number;
}

export class HomeApprovalDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'linkedin' }) platform!: string;
  @ApiProperty({ example: 'Ana Pérez' }) client!: string;
  @ApiProperty({ description: 'The first words of the post' }) excerpt!: string;
  @ApiProperty({ type: Date, description: 'When the team last sent it for approval' })
  since!: Date;
}

export class HomeApprovalsDto {
  @ApiProperty() count!: number;
  @ApiProperty({ type: [HomeApprovalDto], description: 'The longest waiting first' })
  items!: HomeApprovalDto[];
}

export class HomeConversationDto {
  @ApiProperty() projectId!: number;
  @ApiProperty() project!: string;
  @ApiProperty({ example: 'Ana Pérez' }) client!: string;
  @ApiProperty({ description: 'Client messages since the team last wrote there' }) unread!: number;
  @ApiProperty({ type: Date }) latestAt!: Date;
}

export class HomeMessagesDto {
  @ApiProperty({ description: 'Client messages not yet answered by the team, all projects' })
  count!: number;

  @ApiProperty({ type: [HomeConversationDto], description: 'Projects, latest message first' })
  items!: HomeConversationDto[];
}

export class HomeContactDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: Date }) createdAt!: Date;
}

export class HomeContactsDto {
  @ApiProperty({ description: 'Contact requests not resolved yet' }) count!: number;
  @ApiProperty({ type: [HomeContactDto], description: 'Newest first' }) items!: HomeContactDto[];
}

export class HomeFailuresDto {
  @ApiProperty({ description: 'Messages in the mail outbox that failed for good' })
  failedMails!: number;

  @ApiProperty({ description: 'Failed jobs across the queues' }) failedJobs!: number;

  @ApiProperty({ enum: ['up', 'down'], description: 'Whether the queues could be read' })
  queues!: 'up' | 'down';
}

export class AdminHomeDto {
  @ApiProperty({ example: '2026-11-30', description: 'Today in the billing time zone' })
  today!: string;

  @ApiProperty({ type: HomeInvoicesDto }) invoices!: HomeInvoicesDto;
  @ApiProperty({ type: HomeApprovalsDto }) approvals!: HomeApprovalsDto;
  @ApiProperty({ type: HomeMessagesDto }) messages!: HomeMessagesDto;
  @ApiProperty({ type: HomeContactsDto }) contacts!: HomeContactsDto;
  @ApiProperty({ type: HomeFailuresDto }) failures!: HomeFailuresDto;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/admin/queues',
    description: 'The queue dashboard, when this server serves it (QUEUE_DASHBOARD)',
  })
  queueDashboardPath!: string | null;
}
