import { AuthSession } from '../../modules/auth/entities/auth-session.entity';
import { RecoveryCode } from '../../modules/auth/entities/recovery-code.entity';
import { PersonalAccessToken } from '../../modules/auth/tokens/personal-access-token.entity';
import { User } from '../../modules/auth/entities/user.entity';
import { InvoiceEvent } from '../../modules/billing/entities/invoice-event.entity';
import { InvoiceNotice } from '../../modules/billing/entities/invoice-notice.entity';
import { InvoiceNumberCounter } from '../../modules/billing/entities/invoice-number-counter.entity';
import { Invoice } from '../../modules/billing/entities/invoice.entity';
import { OrderItem } from '../../modules/billing/entities/order-item.entity';
import { Order } from '../../modules/billing/entities/order.entity';
import { ContactReply } from '../../modules/contact/entities/contact-reply.entity';
import { ContactSubmission } from '../../modules/contact/entities/contact-submission.entity';
import { BlogPost } from '../../modules/content/entities/blog-post.entity';
import { ServiceType } from '../../modules/content/entities/service-type.entity';
import { SocialMediaContent } from '../../modules/content/entities/social-media-content.entity';
import { ContentGenerationJob } from '../../modules/content/social-generation/content-generation-job.entity';
import { SavedRecommendation } from '../../modules/content/content-recommendations/saved-recommendation.entity';
import { Testimonial } from '../../modules/content/entities/testimonial.entity';
import { PaymentEvent } from '../../modules/payments/entities/payment-event.entity';
import { PaymentRecord } from '../../modules/payments/entities/payment-record.entity';
import { Payment } from '../../modules/payments/entities/payment.entity';
import { StoredFile } from '../../modules/files/stored-file.entity';
import { ProjectCommentDigest } from '../../modules/projects/entities/project-comment-digest.entity';
import { ProjectComment } from '../../modules/projects/entities/project-comment.entity';
import { ProjectMilestone } from '../../modules/projects/entities/project-milestone.entity';
import { ProjectUpdate } from '../../modules/projects/entities/project-update.entity';
import { Project } from '../../modules/projects/entities/project.entity';
import { TestimonialRequest } from '../../modules/projects/entities/testimonial-request.entity';
import { AccountDeletionRequest } from '../../modules/privacy/entities/account-deletion-request.entity';
import { NotificationPreference } from '../../modules/notifications/notification-preference.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { MailOutbox } from '../mail/mail-outbox.entity';
import { WebhookDelivery } from '../../modules/webhooks/entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../../modules/webhooks/entities/webhook-endpoint.entity';
import { AppState } from './app-state.entity';

/** Every entity of the product; the ORM, migrations and tests all read this one list. */
export const entities = [
  User,
  AuthSession,
  RecoveryCode,
  PersonalAccessToken,
  ServiceType,
  ContactSubmission,
  ContactReply,
  BlogPost,
  Testimonial,
  SocialMediaContent,
  ContentGenerationJob,
  SavedRecommendation,
  Project,
  ProjectMilestone,
  ProjectUpdate,
  ProjectComment,
  ProjectCommentDigest,
  TestimonialRequest,
  NotificationPreference,
  AccountDeletionRequest,
  StoredFile,
  Order,
  OrderItem,
  Invoice,
  InvoiceEvent,
  InvoiceNotice,
  InvoiceNumberCounter,
  Payment,
  PaymentEvent,
  PaymentRecord,
  MailOutbox,
  AuditEntry,
  WebhookEndpoint,
  WebhookDelivery,
  AppState,
];
