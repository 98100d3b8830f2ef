import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { Button, Spinner } from '@terrabridge/ui';
import { Alert, ConfirmDialog, Dialog, Tabs } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { ConversationPanel } from './conversation-panel';
import { DetailsForm } from './details-form';
import { MilestonesPanel } from './milestones-panel';
import { type AdminProject, projectPath, refreshProject, updateProject } from './project-api';
import { ShowcaseForm } from './showcase-form';
import { UpdatesPanel } from './updates-panel';
import { LoadError } from '../../components/load-error';

/** One project whole: its details in both languages, showcase, plan, updates and conversation. */
export function ProjectEditorDialog({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-projects');
  const query = useQuery<AdminProject>({ queryKey: [projectPath(projectId)], staleTime: 0 });
  const project = query.data;
  const archived = project?.status === 'archived';
  const [tab, setTab] = useState('details');
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [busy, setBusy] = useState(false);
  const title =
    project &&
    (i18n.language.startsWith('es') && project.titleEs ? project.titleEs : project.title);

  const setStatus = async (status: 'archived' | 'pending') => {
    setBusy(true);
    try {
      await updateProject(projectId, { status });
      await refreshProject(projectId);
      toastDone(status === 'archived' ? t('editor.archived') : t('editor.restored'));
      setConfirmArchive(false);
    } catch (error) {
      toastActionError(error, t('editor.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      size="lg"
      title={
        project ? t(archived ? 'editor.viewTitle' : 'editor.title', { title }) : t('editor.loading')
      }
      closeLabel={t('editor.close')}
      onClose={onClose}
      busy={busy}
    >
      {query.isError ? (
        <LoadError title={t('editor.loadFailed')} error={query.error} />
      ) : !project ? (
        <div role="status" className="flex justify-center py-10">
          <Spinner />
          <span className="sr-only">{t('editor.loading')}</span>
        </div>
      ) : (
        <div data-project-editor={project.id}>
          {archived ? (
            <Alert tone="info" className="mb-4">
              <p>{t('editor.archivedAlert')}</p>
              <Button
                size="sm"
                className="mt-3"
                disabled={busy}
                onClick={() => void setStatus('pending')}
              >
                {t('editor.restore')}
              </Button>
            </Alert>
          ) : null}
          <Tabs
            label={t('editor.tabsLabel')}
            variant="underline"
            value={tab}
            onValueChange={setTab}
            panelClassName="pt-4"
            items={[
              {
                id: 'details',
                label: t('editor.tabs.details'),
                panel: (
                  <DetailsForm
                    key={project.updatedAt}
                    project={project}
                    readOnly={archived}
                    onArchive={() => setConfirmArchive(true)}
                  />
                ),
              },
              {
                id: 'showcase',
                label: t('editor.tabs.showcase'),
                panel: (
                  <ShowcaseForm key={project.updatedAt} project={project} readOnly={archived} />
                ),
              },
              {
                id: 'plan',
                label: t('editor.tabs.plan'),
                panel: <MilestonesPanel project={project} readOnly={archived} />,
              },
              {
                id: 'updates',
                label: t('editor.tabs.updates'),
                panel: <UpdatesPanel project={project} readOnly={archived} />,
              },
              {
                id: 'conversation',
                label: t('editor.tabs.conversation'),
                panel: <ConversationPanel projectId={project.id} readOnly={archived} />,
              },
            ]}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmArchive}
        title={t('editor.archiveConfirmTitle')}
        description={t('editor.archiveConfirm')}
        confirmLabel={t('editor.archive')}
        cancelLabel={t('create.cancel')}
        tone="danger"
        busy={busy}
        onConfirm={() => void setStatus('archived')}
        onCancel={() => setConfirmArchive(false)}
      />
    </Dialog>
  );
}
