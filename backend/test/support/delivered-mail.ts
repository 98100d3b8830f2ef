import { EntityManager } from '@mikro-orm/postgresql';

import { MailOutbox } from '../../src/platform/mail/mail-outbox.entity';
import { bodyText, type SmtpSink } from './smtp-sink';
import { eventually, type TestApp } from './test-app';

/**
 * The newest message of this kind to this address, once it is sent: its outbox row and the text
 * the mail server received for it (matched by Message-ID).
 */
export async function deliveredMail(
  t: TestApp,
  sink: SmtpSink,
  kind: string,
  to: string,
): Promise<{ row: MailOutbox; text: string }> {
  const row = await eventually(async () => {
    const newest = await t.app
      .get(EntityManager)
      .fork()
      .findOne(MailOutbox, { kind, to }, { orderBy: { id: 'desc' } });
    return newest?.state === 'sent' && newest;
  });
  const received = sink.to(to).find((mail) => row.messageId && mail.raw.includes(row.messageId));
  if (!received) throw new Error(`the mail server has no message ${row.messageId} to ${to}`);
  return { row, text: bodyText(received) };
}

/** The one-time token of the link in the newest message of this kind to this address. */
export async function mailedToken(
  t: TestApp,
  sink: SmtpSink,
  kind: string,
  to: string,
): Promise<string> {
  const { text } = await deliveredMail(t, sink, kind, to);
  const token = /\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link with a token in:\n${text}`);
  return token;
}
