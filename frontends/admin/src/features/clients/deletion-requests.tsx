import { useQuery } from '@tanstack/react-query';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { ConfirmDialog, Dialog, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { ReadPending } from '../../components/load-error';
import { formatDateTime } from './client-format';
import { CLIENTS_PATH } from './clients-tab';

type DeletionRequest = components['schemas']['AdminDeletionRequestDto'];

export const DELETION_REQUESTS_PATH = '/api/admin/deletion-requests';
const NOTE_MAX = 2000;

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [DELETION_REQUESTS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [CLIENTS_PATH] }),
  ]);

/** The reason the client will read in the mail, asked before the request is declined. */
function DeclineDialog({
  request,
  onClose,
}: {
  request: DeletionRequest | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-clients');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setNote('');
    setMissing(false);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request || busy) return;
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await apiJson('POST', `${DELETION_REQUESTS_PATH}/${request.id}/decline`, {
        note: note.trim(),
        language: i18n.language === 'es' ? 'es' : 'en',
      });
      toastDone(t('deletion.toast.declined', { name: request.client.name }));
      close();
      await refresh();
    } catch (error) {
      toastActionError(error, t('deletion.toast.declineFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={request !== null}
      title={t('deletion.declineTitle', { name: request?.client.name ?? '' })}
      description={t('deletion.declineText')}
      closeLabel={t('detail.close')}
      busy={busy}
      onClose={close}
    >
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-busy={busy}>
        <TextareaField
          name="declineNote"
          label={t('deletion.note')}
          rows={4}
          maxLength={NOTE_MAX}
          value={note}
          error={missing ? t('deletion.noteRequired') : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={close}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('deletion.decline')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function RequestItem({
  request,
  onConfirm,
  onDecline,
}: {
  request: DeletionRequest;
  onConfirm: () => void;
  onDecline: () => void;
}) {
  const { t, i18n } = useTranslation('admin-clients');
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-fg">{request.client.name}</p>
        <p className="break-all text-fg-muted">{request.client.email}</p>
        <p className="mt-1 text-fg-muted">
          {t('deletion.asked', { date: formatDateTime(request.createdAt, i18n.language) })}
          {' · '}
          {t('deletion.kept', {
            count: request.invoiceCount,
            open: request.openInvoiceCount,
          })}
        </p>
        {request.reason ? (
          <p className="mt-1 break-words text-fg">
            {t('deletion.reason', { reason: request.reason })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          variant="danger"
          aria-label={t('deletion.confirmFor', { name: request.client.name })}
          onClick={onConfirm}
        >
          {t('deletion.confirm')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('deletion.declineFor', { name: request.client.name })}
          onClick={onDecline}
        >
          {t('deletion.decline')}
        </Button>
      </div>
    </li>
  );
}

/** Clients' requests to delete their accounts, waiting for the team to confirm or decline. */
export function DeletionRequests() {
  const { t } = useTranslation('admin-clients');
  const query = useQuery<DeletionRequest[]>({
    queryKey: [DELETION_REQUESTS_PATH],
    queryFn: () => apiJson<DeletionRequest[]>('GET', DELETION_REQUESTS_PATH),
  });
  const [confirming, setConfirming] = useState<DeletionRequest | null>(null);
  const [declining, setDeclining] = useState<DeletionRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      await apiJson('POST', `${DELETION_REQUESTS_PATH}/${confirming.id}/confirm`);
      toastDone(t('deletion.toast.confirmed', { name: confirming.client.name }));
      setConfirming(null);
      await refresh();
    } catch (error) {
      toastActionError(error, t('deletion.toast.confirmFailed'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!query.data) {
    body = (
      <ReadPending
        query={query}
        errorTitle={t('deletion.loadFailed')}
        retryLabel={t('deletion.retry')}
        loadingLabel={t('deletion.loading')}
        className="mt-2"
        placeholders={1}
        placeholderClassName="h-12"
      />
    );
  } else if (query.data.length === 0) {
    body = <p className="mt-1 text-sm text-fg-muted">{t('deletion.none')}</p>;
  } else {
    body = (
      <ul className="mt-1 divide-y divide-line">
        {query.data.map((request) => (
          <RequestItem
            key={request.id}
            request={request}
            onConfirm={() => setConfirming(request)}
            onDecline={() => setDeclining(request)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="deletion-requests-title"
      className="mb-6 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id="deletion-requests-title" className="text-base font-semibold text-fg">
        {t('deletion.title')}
      </h3>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        title={t('deletion.confirmTitle', { name: confirming?.client.name ?? '' })}
        description={t('deletion.confirmText')}
        confirmLabel={t('deletion.confirm')}
        cancelLabel={t('confirm.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </section>
  );
}
