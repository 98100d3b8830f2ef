import { queryClient } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button } from '@terrabridge/ui';
import { Dialog, Field, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { ClientPicker } from './client-picker';
import { type ClientOption, PROJECTS_LIST, createProject } from './project-api';

/** Title and client are what a project needs to exist; the editor opens next for the rest. */
export function CreateProjectDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('admin-projects');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [client, setClient] = useState<ClientOption | null>(null);
  const [errors, setErrors] = useState<{ title?: string; client?: string }>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setTitle('');
    setDescription('');
    setClient(null);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : t('create.titleRequired'),
      client: client ? undefined : t('create.clientRequired'),
    };
    setErrors(found);
    if (found.title || found.client || !client) return;
    setBusy(true);
    try {
      const created = await createProject({
        title: title.trim(),
        clientId: client.id,
        description: description.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: [PROJECTS_LIST] });
      toastDone(t('create.created'));
      reset();
      onCreated(created.id);
    } catch (error) {
      toastActionError(error, t('create.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('create.title')}
      description={t('create.description')}
      closeLabel={t('editor.close')}
      busy={busy}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field
          label={t('fields.title')}
          value={title}
          maxLength={255}
          required
          onChange={(event) => setTitle(event.target.value)}
          error={errors.title}
        />
        <ClientPicker value={client} onChange={setClient} error={errors.client} />
        <TextareaField
          label={t('fields.description')}
          optional
          value={description}
          maxLength={20000}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t('create.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('create.submitting') : t('create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
