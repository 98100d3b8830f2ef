import './i18n';
import type { BlogPost } from '@terrabridge/api-client';
import { Container, cn, useDocumentTitle } from '@terrabridge/ui';
import { Alert, InboxIcon, Skeleton } from '@terrabridge/ui/parts';
import { PageHero } from '../shared/page-hero';
import { RENDER_CARDS_WHEN_NEAR } from '../shared/render-when-near';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { BLOG_PATH } from './api';
import { BlogCard } from './components/blog-card';

/** The spec's loading skeleton: six cards. */
export const SKELETON_CARDS = 6;

function BlogCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-soft">
      <Skeleton className="aspect-16/10 rounded-none ring-0" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-6 w-5/6" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-6 h-9 w-32" />
      </div>
    </div>
  );
}

export default function BlogListPage() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('list.documentTitle'));
  const posts = useQuery<BlogPost[]>({ queryKey: [BLOG_PATH] });

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} subtitle={t('list.subtitle')} />
      <Container className="py-12 sm:py-16">
        {posts.isPending ? (
          <div role="status" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">{t('loading', { ns: 'common' })}</span>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <BlogCardSkeleton key={index} />
            ))}
          </div>
        ) : posts.isError ? (
          <Alert tone="danger" className="mx-auto max-w-xl">
            {t('list.error')}
          </Alert>
        ) : posts.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong/50 px-6 py-16 text-center">
            <span
              aria-hidden="true"
              className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg"
            >
              <InboxIcon size={26} />
            </span>
            <p role="status" className="mt-5 max-w-md text-lg font-medium text-fg">
              {t('list.empty')}
            </p>
          </div>
        ) : (
          <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-3', RENDER_CARDS_WHEN_NEAR)}>
            {posts.data.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
