import { PassThrough, type Readable } from 'node:stream';

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

import { everyPage } from '../../platform/http/pagination';
import { describeDevice } from '../auth/device';
import { User } from '../auth/entities/user.entity';
import { SessionsService } from '../auth/sessions.service';
import { InvoicesService } from '../billing/invoices.service';
import { SavedRecommendationsService } from '../content/content-recommendations/saved-recommendations.service';
import { SocialMediaService } from '../content/social-media.service';
import { FilesService } from '../files/files.service';
import { NotificationPreferencesService } from '../notifications/notification-preferences.service';
import { PaymentRecord } from '../payments/entities/payment-record.entity';
import { Payment } from '../payments/entities/payment.entity';
import { PortalProjectsService } from '../projects/portal-projects.service';
import { exportFileName, zipEntryName } from './anonymised-identity';

/** A stored file to put in the zip: read from the database only when its turn comes. */
interface FileEntry {
  path: string;
  read: () => Promise<Buffer>;
}

export interface DataExport {
  fileName: string;
  /** What the zip holds, for the audit log. */
  counts: Record<string, number>;
  stream: Readable;
}

const README = `TerraBridge Digital: your data / tus datos

profile.json                    Your account (no password or two-factor secrets) / Tu cuenta (sin contraseña ni secretos)
sessions.json                   Devices signed in / Dispositivos con sesión iniciada
projects.json                   Your projects, milestones and updates / Tus proyectos, hitos y novedades
messages.json                   Your projects' conversations / Las conversaciones de tus proyectos
social-posts.json               Your social media posts / Tus publicaciones para redes sociales
saved-recommendations.json      Your saved content recommendations / Tus recomendaciones guardadas
invoices.json, invoices/        Your invoices and their PDFs / Tus facturas y sus PDF
payments.json                   Your payments / Tus pagos
notification-preferences.json   The emails you chose / Los correos que elegiste
files/                          Files of your projects you can see / Archivos de tus proyectos que puedes ver
manifest.json                   When this was made and anything that could not be included / Cuándo se hizo y lo que no se pudo incluir
`;

/**
 * "Download my data": a zip of JSON files and the client's stored files. Everything is read
 * through the services the portal itself uses, as the client (so the zip holds exactly what the
 * client may see), before the first byte is sent; stored files are then read one at a time while
 * the zip streams, waiting for the connection when it is slower than the database.
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger(DataExportService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly projects: PortalProjectsService,
    private readonly socialMedia: SocialMediaService,
    private readonly recommendations: SavedRecommendationsService,
    private readonly invoices: InvoicesService,
    private readonly notifications: NotificationPreferencesService,
    private readonly files: FilesService,
  ) {}

  async build(user: User, now = new Date()): Promise<DataExport> {
    const json: Record<string, unknown> = {};
    const entries: FileEntry[] = [];

    const account = await this.em.fork().findOneOrFail(User, user.id);
    json['profile.json'] = {
      id: account.id,
      username: account.username,
      email: account.email,
      firstName: account.firstName ?? null,
      lastName: account.lastName ?? null,
      phone: account.phone ?? null,
      language: account.language,
      emailVerified: account.emailVerified,
      twoFactorEnabled: Boolean(account.twoFactorEnabledAt),
      createdAt: account.createdAt.toISOString(),
    };
    json['sessions.json'] = (await this.sessions.activeFor(user.id)).map((session) => ({
      device: describeDevice(session.userAgent),
      ip: session.ip ?? null,
      countryCode: session.countryCode ?? null,
      city: session.city ?? null,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
    }));

    const summaries = await everyPage((page) => this.projects.list(user, page));
    const projects: unknown[] = [];
    const messages: unknown[] = [];
    for (const summary of summaries) {
      const {
        updates: _firstUpdates,
        comments: _firstComments,
        ...detail
      } = await this.projects.detail(summary.id, user);
      const [updates, comments, files] = await Promise.all([
        everyPage((page) => this.projects.updates(summary.id, user, page)),
        everyPage((page) => this.projects.comments(summary.id, user, page)),
        everyPage((page) => this.projects.projectFiles(summary.id, user, page)),
      ]);
      projects.push({ ...detail, updates });
      messages.push({ projectId: summary.id, projectTitle: summary.title, messages: comments });
      for (const file of files) {
        entries.push({
          path: zipEntryName(`files/project-${summary.id}`, file.id, file.name),
          read: async () => (await this.files.readable(file.id, user)).content,
        });
      }
    }
    json['projects.json'] = projects;
    json['messages.json'] = messages;
    json['social-posts.json'] = await everyPage((page) => this.socialMedia.list(user, page));
    json['saved-recommendations.json'] = await everyPage((page) =>
      this.recommendations.list(user, page),
    );

    const invoices = await everyPage((page) => this.invoices.list(user, { ...page, view: 'all' }));
    json['invoices.json'] = invoices;
    for (const invoice of invoices) {
      entries.push({
        path: zipEntryName('invoices', invoice.id, `${invoice.number ?? 'invoice'}.pdf`),
        // The stored PDF when current, else rendered now: an invoice never lacks its PDF here.
        read: async () => (await this.invoices.pdf(user, invoice.id)).content,
      });
    }
    json['payments.json'] = await this.payments(user.id);
    json['notification-preferences.json'] = await this.notifications.forUser(user.id);

    const counts = {
      projects: projects.length,
      messages: messages.reduce<number>(
        (sum, thread) => sum + (thread as { messages: unknown[] }).messages.length,
        0,
      ),
      socialPosts: (json['social-posts.json'] as unknown[]).length,
      invoices: invoices.length,
      payments: (json['payments.json'] as { received: unknown[] }).received.length,
      files: entries.length,
    };
    return {
      fileName: exportFileName(now),
      counts,
      stream: this.zip(user.id, now, json, entries, counts),
    };
  }

  /**
   * The client's payments as the client may read them, without provider internals: the money
   * received (each against an invoice or an order) and the card or wallet checkouts started.
   */
  private async payments(userId: number) {
    const em = this.em.fork();
    const order = { orderBy: { createdAt: 'asc', id: 'asc' } } as const;
    const [records, checkouts] = await Promise.all([
      em.find(PaymentRecord, { user: userId }, order),
      em.fork().find(Payment, { user: userId }, order),
    ]);
    return {
      received: records.map((record) => ({
        reference: record.reference ?? null,
        invoiceId: record.invoice?.id ?? null,
        orderId: record.order?.id ?? null,
        method: record.paymentMethod,
        amountCents: record.amountCents,
        status: record.status,
        paidAt: record.paymentDate.toISOString(),
      })),
      checkouts: checkouts.map((payment) => ({
        reference: payment.reference,
        provider: payment.provider,
        purpose: payment.purpose,
        invoiceIds: payment.invoices.map((invoice) => invoice.id),
        amountCents: payment.amountCents,
        refundedCents: payment.refundedCents,
        state: payment.state,
        createdAt: payment.createdAt.toISOString(),
      })),
    };
  }

  private zip(
    userId: number,
    now: Date,
    json: Record<string, unknown>,
    entries: FileEntry[],
    counts: Record<string, number>,
  ): Readable {
    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) return void out.destroy(error);
      out.write(chunk);
      if (final) out.end();
    });
    const add = (path: string, content: Uint8Array, compress: boolean) => {
      const file = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
      file.mtime = now;
      zip.add(file);
      file.push(content, true);
    };
    const text = (value: string) => new TextEncoder().encode(value);

    const run = async () => {
      add('README.txt', text(README), true);
      for (const [path, value] of Object.entries(json))
        add(path, text(`${JSON.stringify(value, null, 2)}\n`), true);
      const missing: { file: string; reason: string }[] = [];
      for (const entry of entries) {
        if (out.destroyed) return;
        let content: Buffer;
        try {
          content = await entry.read();
        } catch (error) {
          this.logger.warn({ err: error }, `data export of user #${userId}: ${entry.path} missing`);
          missing.push({ file: entry.path, reason: 'could not be read or rendered' });
          continue;
        }
        // Stored files are mostly compressed already (PDF, images): stored as they are.
        add(entry.path, content, false);
        await drained(out);
      }
      add(
        'manifest.json',
        text(`${JSON.stringify({ createdAt: now.toISOString(), counts, missing }, null, 2)}\n`),
        true,
      );
      zip.end();
    };
    run().catch((error: unknown) => {
      this.logger.error({ err: error }, `data export of user #${userId} failed while streaming`);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return out;
  }
}

/** Resolves once the stream wants more (or has closed): the zip waits for a slow client. */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
