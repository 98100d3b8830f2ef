import { useTranslation } from '@terrabridge/i18n';
import { Button, describeError } from '@terrabridge/ui';
import { Alert, SelectField, Skeleton } from '@terrabridge/ui/parts';
import { useState } from 'react';
import { useOlderPages } from '../../projects/use-older-pages';
import {
  type LibraryFilters,
  POST_STATUSES,
  type SocialPost,
  type SocialPostsPage,
  fetchSocialPostsPage,
  useSocialPosts,
} from '../social-media-api';
import { PLATFORMS, isPlatform } from '../utils/platform-limits';
import { usePlatformName } from './platform-label';
import { OlderPages } from './older-pages';
import { PostCard } from './post-card';
import { type PostChange, usePostWorkflow } from './post-workflow';

function Filters({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters) => void;
}) {
  const { t } = useTranslation('portal');
  const platformName = usePlatformName();
  const filtered = filters.platform !== null || filters.status !== null;
  return (
    <form
      role="search"
      aria-label={t('social.library.filtersLabel')}
      onSubmit={(event) => event.preventDefault()}
      className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
    >
      <SelectField
        label={t('social.library.platform')}
        value={filters.platform ?? ''}
        options={[
          { value: '', label: t('social.library.allPlatforms') },
          ...PLATFORMS.map((value) => ({ value, label: platformName(value) })),
        ]}
        onChange={(event) => {
          const value = event.target.value;
          onChange({ ...filters, platform: isPlatform(value) ? value : null });
        }}
      />
      <SelectField
        label={t('social.library.status')}
        value={filters.status ?? ''}
        options={[
          { value: '', label: t('social.library.allStatuses') },
          ...POST_STATUSES.map((value) => ({ value, label: t(`social.statuses.${value}`) })),
        ]}
        onChange={(event) => {
          const value = POST_STATUSES.find((status) => status === event.target.value) ?? null;
          onChange({ ...filters, status: value });
        }}
      />
      {filtered ? (
        <Button
          type="button"
          variant="ghost"
          className="h-11"
          onClick={() => onChange({ platform: null, status: null })}
        >
          {t('social.library.clearFilters')}
        </Button>
      ) : null}
    </form>
  );
}

/** The posts shown, with what changed since each page was read laid over them. */
function LoadedPosts({
  filters,
  newest,
  refresh,
}: {
  filters: LibraryFilters;
  newest: SocialPostsPage;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('portal');
  const pages = useOlderPages(newest, (cursor) => fetchSocialPostsPage(filters, cursor));
  const [changed, setChanged] = useState(new Map<number, SocialPost | null>());
  const workflow = usePostWorkflow((change: PostChange) => {
    setChanged((current) => {
      const next = new Map(current);
      if (change.kind === 'deleted') next.set(change.id, null);
      else next.set(change.post.id, change.post);
      return next;
    });
    // A copy is the newest post: it arrives with the first page.
    void refresh();
  });

  const items = pages.items.flatMap((post) => {
    const current = changed.has(post.id) ? changed.get(post.id) : post;
    return current ? [current] : [];
  });
  const filtered = filters.platform !== null || filters.status !== null;

  if (items.length === 0 && !pages.hasOlder)
    return (
      <>
        <p className="rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-10 text-center text-sm text-fg-muted">
          {t(filtered ? 'social.library.emptyFilter' : 'social.library.empty')}
        </p>
        {workflow.dialogs}
      </>
    );

  return (
    <>
      <ul
        aria-label={t('social.library.listLabel')}
        className="grid grid-cols-[minmax(0,1fr)] gap-4"
      >
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} busy={workflow.busyId === post.id} onAction={workflow.start} />
          </li>
        ))}
      </ul>
      <OlderPages
        pages={pages}
        labels={{
          failed: t('social.library.loadMoreFailed'),
          more: t('social.library.loadMore'),
          loading: t('social.library.loadingMore'),
        }}
      />
      {workflow.dialogs}
    </>
  );
}

function PostList({ filters }: { filters: LibraryFilters }) {
  const { t } = useTranslation('portal');
  const posts = useSocialPosts(filters);
  if (posts.isPending)
    return (
      <div role="status" aria-busy="true" className="grid gap-4">
        <span className="sr-only">{t('social.library.loading')}</span>
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    );
  if (posts.isError)
    return (
      <Alert tone="danger" title={t('social.library.loadFailed')}>
        {describeError(posts.error)}
        <div className="mt-3">
          <Button variant="outline" size="sm" onClick={() => void posts.refetch()}>
            {t('social.library.retry')}
          </Button>
        </div>
      </Alert>
    );
  return <LoadedPosts filters={filters} newest={posts.data} refresh={posts.refetch} />;
}

/** The content library: the user's posts, newest first, filtered by network and state. */
export function LibraryTab({
  filters,
  onFiltersChange,
}: {
  filters: LibraryFilters;
  onFiltersChange: (filters: LibraryFilters) => void;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <Filters filters={filters} onChange={onFiltersChange} />
      {/* Each filter is its own list, with its own older pages. */}
      <PostList key={`${filters.platform ?? ''}|${filters.status ?? ''}`} filters={filters} />
    </div>
  );
}
