// The built app with a mailbox: a local SMTP server keeps every message it receives as a JSON file
// in MAILBOX_DIR ({ to, raw }), then the app starts with SMTP_URL pointing at it. End-to-end tests
// read one-time links there, as the recipient would: the outbox never shows them.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

const mailbox = resolve(process.env.MAILBOX_DIR ?? '../dist/e2e-mailbox');
rmSync(mailbox, { recursive: true, force: true });
mkdirSync(mailbox, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      const raw = Buffer.concat(chunks).toString('utf8');
      received += 1;
      // Written aside and renamed, so a test polling the folder never reads a half-written file.
      const name = join(mailbox, `${Date.now()}-${received}.json`);
      writeFileSync(`${name}.part`, JSON.stringify({ to, raw }));
      renameSync(`${name}.part`, name);
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${server.server.address().port}`;
  require(resolve(process.env.APP_MAIN ?? '../dist/backend/main.js'));
});
