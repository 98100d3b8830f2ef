import { GmailCheck } from './gmail-check';
import { MailTestForm } from './mail-test-form';
import { OutboxList } from './outbox-list';
import './i18n';

/** The mail diagnostics tab: a test message, the Gmail credentials test, and the outbox. */
export default function MailTab() {
  return (
    <div>
      <MailTestForm />
      <GmailCheck />
      <OutboxList />
    </div>
  );
}
