import type { User } from '../../auth/entities/user.entity';
import type { AdminContactDto, ContactReplyAuthorDto } from '../dto/admin-contact.dto';
import type { ContactReply } from '../entities/contact-reply.entity';
import type { ContactSubmission } from '../entities/contact-submission.entity';

function authorOf(user: User | null | undefined): ContactReplyAuthorDto | null {
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { id: user.id, name: fullName || user.username };
}

/** A submission with its replies (oldest first), as the admin list shows it. */
export function adminContactView(
  submission: ContactSubmission,
  replies: ContactReply[],
): AdminContactDto {
  const service = submission.service;
  return {
    id: submission.id,
    name: submission.name,
    email: submission.email,
    message: submission.message,
    service: service
      ? { id: service.id, name: service.name, nameEs: service.nameEs ?? null }
      : null,
    serviceType: submission.serviceType ?? null,
    language: submission.language,
    resolved: submission.resolved,
    resolvedAt: submission.resolvedAt?.toISOString() ?? null,
    createdAt: submission.createdAt.toISOString(),
    replies: replies.map((reply) => ({
      id: reply.id,
      subject: reply.subject,
      body: reply.body,
      author: authorOf(reply.author),
      mailId: reply.mail?.id ?? null,
      mailState: reply.mail?.state ?? null,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}
