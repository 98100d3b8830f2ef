import { i18n } from '@terrabridge/i18n';
import { formatMoney } from '@terrabridge/rules/money';
import { adminAuditEn } from './i18n/admin-audit.en';
import { adminAuditEs } from './i18n/admin-audit.es';
import { type AuditEntryLike, describeEntry, entrySentence, verbOf } from './audit-wording';

beforeAll(() => {
  i18n.addResourceBundle('en', 'admin-audit', adminAuditEn);
  i18n.addResourceBundle('es', 'admin-audit', adminAuditEs);
});

const ANA = { id: 3, username: 'ana' };

function entry(overrides: Partial<AuditEntryLike>): AuditEntryLike {
  return {
    action: 'invoice.void',
    outcome: 'success',
    actor: ANA,
    target: { type: 'invoice', id: '7' },
    changes: null,
    ...overrides,
  };
}

function sentences(value: AuditEntryLike) {
  return (['en', 'es'] as const).map((language) => {
    const t = i18n.getFixedT(language, 'admin-audit');
    return entrySentence(value, t, (cents) => formatMoney(cents, language));
  });
}

describe('audit wording', () => {
  it('says who did what to which record, naming it as recorded', () => {
    expect(
      sentences(
        entry({
          changes: {
            rows: [
              {
                entity: 'Invoice',
                id: 7,
                type: 'update',
                before: { status: 'pending' },
                after: { status: 'void', number: 'INV-0007' },
              },
            ],
          },
        }),
      ),
    ).toEqual(['ana voided invoice INV-0007.', 'ana anuló la factura INV-0007.']);
  });

  it('shows an amount as money', () => {
    expect(
      sentences(
        entry({
          action: 'invoice.payments',
          changes: { body: { amountCents: 12_050, method: 'bank_transfer' } },
        }),
      ),
    ).toEqual([
      'ana recorded a payment on invoice #7 ($120.50).',
      'ana registró un pago en la factura #7 (US$\u00a0120,50).',
    ]);
  });

  it('says a refused action was only tried', () => {
    expect(sentences(entry({ outcome: 'failure' }))).toEqual([
      'ana tried to void invoice #7.',
      'ana intentó anular la factura #7.',
    ]);
  });

  it('words actions about the person acting without a record, and guests and the system', () => {
    expect(sentences(entry({ action: 'auth.sign_in', target: { type: 'user', id: '3' } }))).toEqual(
      ['ana signed in.', 'ana inició sesión.'],
    );
    expect(
      sentences(
        entry({ action: 'auth.sign_in_failed', outcome: 'failure', actor: null, target: null }),
      ),
    ).toEqual([
      'Someone not signed in failed to sign in.',
      'Alguien sin sesión iniciada no pudo iniciar sesión.',
    ]);
    expect(
      sentences(
        entry({ action: 'project.update', actor: null, target: { type: 'project', id: '7' } }),
      ),
    ).toEqual(['The system updated project #7.', 'El sistema actualizó el proyecto #7.']);
  });

  it('words the two-factor sign-in events, about the person or the client reset', () => {
    const self = { type: 'user', id: '3' };
    expect(sentences(entry({ action: 'auth.two_factor_enabled', target: self }))).toEqual([
      'ana turned on two-factor sign-in.',
      'ana activó el inicio de sesión en dos pasos.',
    ]);
    expect(sentences(entry({ action: 'auth.two_factor_recovery_used', target: self }))).toEqual([
      'ana signed in with a recovery code.',
      'ana inició sesión con un código de recuperación.',
    ]);
    const [en, es] = sentences(
      entry({ action: 'auth.two_factor_reset', target: { type: 'user', id: '9' } }),
    );
    expect(en).toMatch(/^ana reset the two-factor sign-in of .*9/);
    expect(es).toMatch(/^ana restableció el inicio de sesión en dos pasos de .*9/);
  });

  it("words a client's data export and the deletion of their account", () => {
    const self = { type: 'user', id: '3' };
    expect(
      sentences(entry({ action: 'user.data_exported', target: self, changes: { files: 2 } })),
    ).toEqual(['ana downloaded their data.', 'ana descargó los datos de la cuenta.']);
    expect(sentences(entry({ action: 'user.deletion_requested', target: self }))).toEqual([
      'ana asked to delete their account.',
      'ana pidió que se elimine la cuenta.',
    ]);
    expect(sentences(entry({ action: 'user.deletion_cancelled', target: self }))).toEqual([
      'ana cancelled their account deletion request.',
      'ana canceló su solicitud de eliminar la cuenta.',
    ]);
    const client = { type: 'user', id: '9' };
    expect(
      sentences(
        entry({
          action: 'user.deletion_confirmed',
          target: client,
          changes: { requestId: 4, invoicesKept: 2 },
        }),
      ),
    ).toEqual(['ana deleted and anonymised account #9.', 'ana eliminó y anonimizó la cuenta #9.']);
    expect(
      sentences(
        entry({
          action: 'user.deletion_declined',
          target: client,
          changes: { note: 'Open invoice' },
        }),
      ),
    ).toEqual([
      'ana declined the deletion request of account #9.',
      'ana rechazó la solicitud de eliminación de la cuenta #9.',
    ]);
  });

  it('reads the generic verbs of routes, and an unknown action by its name', () => {
    expect(verbOf('testimonial.update')).toBe('update');
    expect(verbOf('project.milestones.complete')).toBe('completeMilestone');
    expect(verbOf('queue.pause')).toBeNull();
    expect(
      sentences(entry({ action: 'queue.pause', target: { type: 'queue', id: 'emails' } })),
    ).toEqual([
      'ana did “queue.pause” on queue #emails.',
      'ana hizo «queue.pause» en la cola #emails.',
    ]);
    expect(
      sentences(
        entry({
          action: 'blog_post.create',
          target: { type: 'blog_post', id: '4' },
          changes: { body: { title: 'Five automations' } },
        }),
      ),
    ).toEqual([
      'ana created blog post Five automations.',
      'ana creó la entrada del blog Five automations.',
    ]);
  });

  it('prefers a record number to a long text, and the id to nothing', () => {
    expect(describeEntry(entry({ changes: { body: { title: 'x'.repeat(200) } } })).record).toBe(
      '#7',
    );
    expect(describeEntry(entry({ target: { type: 'invoice', id: null } })).record).toBeNull();
  });
});
