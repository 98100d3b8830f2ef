import { auditActionOf, singular } from './audit-naming';

describe('audit action names from routes', () => {
  it('names an action by its resource and verb', () => {
    expect(auditActionOf('POST', '/api/admin/invoices/:id/void')).toEqual({
      action: 'invoice.void',
      targetType: 'invoice',
    });
    expect(auditActionOf('PATCH', '/api/admin/contacts/:id').action).toBe('contact.update');
    expect(auditActionOf('DELETE', '/api/admin/testimonials/:id').action).toBe(
      'testimonial.delete',
    );
    expect(auditActionOf('POST', '/api/projects').action).toBe('project.create');
    expect(auditActionOf('POST', '/api/admin/payments/:id/refund').action).toBe('payment.refund');
    expect(auditActionOf('PATCH', '/api/admin/projects/:id/milestones/:milestoneId').action).toBe(
      'project.milestones.update',
    );
    expect(auditActionOf('POST', '/api/admin/mail-outbox/:id/resend').action).toBe(
      'mail_outbox.resend',
    );
  });

  it('makes resource names singular', () => {
    expect(singular('payment-events')).toBe('payment_event');
    expect(singular('categories')).toBe('category');
    expect(singular('status')).toBe('status');
    expect(singular('social-media')).toBe('social_media');
  });
});
