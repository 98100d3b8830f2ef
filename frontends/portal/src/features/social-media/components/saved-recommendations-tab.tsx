import { ApiError } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError, toast } from '@terrabridge/ui';
import { Alert, ConfirmDialog, Dialog, Skeleton } from '@terrabridge/ui/parts';
import { useId, useState } from 'react';
import { asLanguage, formatDate } from '../../projects/project-format';
import { useOlderPages } from '../../projects/use-older-pages';
import { reuseRecommendations } from '../generator/generator-store';
import {
  type SavedRecommendations,
  type SavedRecommendationsPage,
  deleteSavedRecommendations,
  fetchSavedRecommendationsPage,
  useSavedRecommendations,
} from '../saved-recommendations-api';
import { OlderPages } from './older-pages';
import { PlatformLabel } from './platform-label';

/** A saved set's topics, content types and platforms, as the generator showed them. */
function SetDetails({ set }: { set: SavedRecommendations }) {
  const { t } = useTranslation('portal');
  const topicsId = useId();
  const typesId = useId();
  const platformsId = useId();
  return (
    <div className="grid gap-5">
      <div>
        <h3 id={topicsId} className="text-sm font-semibold text-fg">
          {t('generator.recommendations.topics')}
        </h3>
        <ul aria-labelledby={topicsId} className="mt-2 grid list-disc gap-1.5 pl-5 text-sm text-fg">
          {set.topics.map((topic) => (
            <li key={topic} className="break-words">
              {topic}
            </li>
          ))}
        </ul>
      </div>
      {set.contentTypes.length > 0 ? (
        <div>
          <h3 id={typesId} className="text-sm font-semibold text-fg">
            {t('generator.recommendations.contentTypes')}
          </h3>
          <ul aria-labelledby={typesId} className="mt-2 flex flex-wrap gap-2">
            {set.contentTypes.map((type) => (
              <li
                key={type}
                className="rounded-full bg-surface-muted px-3 py-1 text-sm text-fg ring-1 ring-line"
              >
                {type}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {set.platforms.length > 0 ? (
        <div>
          <h3 id={platformsId} className="text-sm font-semibold text-fg">
            {t('generator.recommendations.platforms')}
          </h3>
          <ol aria-labelledby={platformsId} className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {set.platforms.map((platform) => (
              <li key={platform}>
                <PlatformLabel platform={platform} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

/** One saved set: what it was for, when, and what can be done with it. */
function SetCard({
  set,
  onOpen,
  onReuse,
  onDelete,
}: {
  set: SavedRecommendations;
  onOpen: () => void;
  onReuse: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const headingId = useId();
  const date = formatDate(set.createdAt, language);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-raised p-4 shadow-soft sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold break-words text-fg">
          {set.industry}
        </h3>
        <p className="text-sm text-fg-muted">{t('savedIdeas.savedOn', { date })}</p>
      </header>
      <p className="text-sm break-words text-fg">
        <span className="font-semibold">{t('savedIdeas.audience')}</span> {set.audience}
      </p>
      <p className="text-sm text-fg-muted">
        {t('savedIdeas.topicCount', { count: set.topics.length })}
      </p>
      <div
        role="group"
        aria-label={t('savedIdeas.actionsLabel', { industry: set.industry, date })}
        className="flex flex-wrap gap-2"
      >
        <Button size="sm" variant="outline" onClick={onOpen}>
          {t('savedIdeas.open')}
        </Button>
        <Button size="sm" onClick={onReuse}>
          {t('savedIdeas.reuse')}
        </Button>
        <Button size="sm" variant="ghost" className="text-danger" onClick={onDelete}>
          {t('savedIdeas.delete')}
        </Button>
      </div>
    </article>
  );
}

function LoadedSets({
  newest,
  refresh,
  onReuse,
}: {
  newest: SavedRecommendationsPage;
  refresh: () => Promise<unknown>;
  onReuse: (set: SavedRecommendations) => void;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  const pages = useOlderPages(newest, fetchSavedRecommendationsPage);
  const [deleted, setDeleted] = useState(new Set<number>());
  // The set stays while its dialog closes, so the dialog does not empty before it is gone.
  const [active, setActive] = useState<{
    kind: 'open' | 'delete';
    set: SavedRecommendations;
  } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const show = (kind: 'open' | 'delete', set: SavedRecommendations) => {
    setActive({ kind, set });
    setDeleteError(null);
    setOpen(true);
  };
  const close = () => setOpen(false);

  const confirmDelete = async () => {
    if (!active) return;
    const { set } = active;
    setBusy(true);
    setDeleteError(null);
    try {
      await deleteSavedRecommendations(set.id, language);
      toast({ title: t('savedIdeas.deleted'), variant: 'success' });
    } catch (error) {
      // Already gone (deleted in another tab): it leaves the list all the same.
      if (!(error instanceof ApiError && error.status === 404)) {
        setDeleteError(`${t('savedIdeas.deleteFailed')}: ${describeError(error)}`);
        setBusy(false);
        return;
      }
    }
    setBusy(false);
    setDeleted((current) => new Set(current).add(set.id));
    close();
    void refresh();
  };

  const items = pages.items.filter((set) => !deleted.has(set.id));
  const set = active?.set;

  return (
    <>
      {items.length === 0 && !pages.hasOlder ? (
        <p className="rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-10 text-center text-sm text-fg-muted">
          {t('savedIdeas.empty')}
        </p>
      ) : (
        <ul aria-label={t('savedIdeas.listLabel')} className="grid grid-cols-[minmax(0,1fr)] gap-4">
          {items.map((item) => (
            <li key={item.id}>
              <SetCard
                set={item}
                onOpen={() => show('open', item)}
                onReuse={() => onReuse(item)}
                onDelete={() => show('delete', item)}
              />
            </li>
          ))}
        </ul>
      )}
      <OlderPages
        pages={pages}
        labels={{
          failed: t('savedIdeas.loadMoreFailed'),
          more: t('savedIdeas.loadMore'),
          loading: t('savedIdeas.loadingMore'),
        }}
      />
      {set ? (
        <>
          <Dialog
            open={open && active.kind === 'open'}
            title={t('savedIdeas.detailTitle', { industry: set.industry })}
            description={t('savedIdeas.detailDescription', {
              audience: set.audience,
              date: formatDate(set.createdAt, language),
            })}
            closeLabel={t('social.close')}
            onClose={close}
          >
            <SetDetails set={set} />
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close}>
                {t('social.close')}
              </Button>
              <Button
                onClick={() => {
                  close();
                  onReuse(set);
                }}
              >
                {t('savedIdeas.reuse')}
              </Button>
            </div>
          </Dialog>
          <ConfirmDialog
            open={open && active.kind === 'delete'}
            title={t('savedIdeas.deleteTitle')}
            description={t('savedIdeas.deleteDescription', {
              industry: set.industry,
              date: formatDate(set.createdAt, language),
            })}
            confirmLabel={t('savedIdeas.deleteConfirm')}
            cancelLabel={t('social.cancel')}
            busy={busy}
            error={deleteError}
            onConfirm={() => void confirmDelete()}
            onCancel={close}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * The recommendation sets the client saved from the generator, newest first: each opens to its
 * topics, is used again in the generator (no new generation needed), or is deleted.
 */
export default function SavedRecommendationsTab({ onReused }: { onReused: () => void }) {
  const { t } = useTranslation('portal');
  const sets = useSavedRecommendations();
  const reuse = (set: SavedRecommendations) => {
    reuseRecommendations(set);
    onReused();
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <p className="text-sm text-fg-muted">{t('savedIdeas.intro')}</p>
      {sets.isPending ? (
        <div role="status" aria-busy="true" className="grid gap-4">
          <span className="sr-only">{t('savedIdeas.loading')}</span>
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : sets.isError ? (
        <Alert tone="danger" title={t('savedIdeas.loadFailed')}>
          {describeError(sets.error)}
          <div className="mt-3">
            <Button variant="outline" size="sm" onClick={() => void sets.refetch()}>
              {t('social.library.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        <LoadedSets newest={sets.data} refresh={sets.refetch} onReuse={reuse} />
      )}
    </div>
  );
}
