import './i18n';
import type { BlogPostDetail } from '@terrabridge/api-client';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  Container,
  buttonClasses,
  useDocumentTitle,
} from '@terrabridge/ui';
import { Alert, BlogBody, Skeleton } from '@terrabridge/ui/parts';
import { RENDER_BLOCKS_WHEN_NEAR } from '../shared/render-when-near';
import { ResponsiveImage } from '../shared/responsive-image';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@terrabridge/i18n';
import { Link, useParams } from 'react-router-dom';
import { BLOG_PATH, isBlogSlug } from './api';
import { formatPostDate } from './utils/blog-dates';
import {
  asLanguage,
  authorName,
  postHtml,
  postImage,
  postImageAlt,
  postTitle,
} from './utils/blog-post';

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-link hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeftIcon size={16} />
      {t('post.back')}
    </Link>
  );
}

function PostSkeleton() {
  const { t } = useTranslation('blog');
  return (
    <div role="status">
      <span className="sr-only">{t('loading', { ns: 'common' })}</span>
      <Skeleton className="h-10 w-11/12 sm:h-12" />
      <Skeleton className="mt-3 h-10 w-2/3 sm:h-12" />
      <Skeleton className="mt-6 h-4 w-40" />
      <Skeleton className="mt-10 aspect-16/10 w-full rounded-2xl" />
      <div className="mt-10 space-y-3">
        {[100, 96, 98, 80, 0, 94, 100, 70].map((width, index) =>
          width ? (
            <Skeleton key={index} className="h-4" style={{ width: `${width}%` }} />
          ) : (
            <div key={index} className="h-4" />
          ),
        )}
      </div>
    </div>
  );
}

function PostError() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('post.errorTitle'));
  return (
    <div className="py-6">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('post.errorTitle')}</h1>
      <Alert tone="danger" className="mt-6">
        {t('post.error')}
      </Alert>
      <Link to="/blog" className={buttonClasses({ className: 'mt-8' })}>
        <ArrowLeftIcon size={18} />
        {t('post.returnToBlog')}
      </Link>
    </div>
  );
}

function PostView({ post }: { post: BlogPostDetail }) {
  const { t, i18n } = useTranslation('blog');
  const language = asLanguage(i18n.language);
  const title = postTitle(post, language);
  useDocumentTitle(title);
  const author = authorName(post);

  return (
    <article>
      <header>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-fg sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt, language)}</time>
          {author ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('post.byAuthor', { name: author })}</span>
            </>
          ) : null}
        </p>
      </header>
      <div className="mt-10 aspect-16/10 overflow-hidden rounded-2xl border border-line bg-surface-muted shadow-soft">
        <ResponsiveImage
          src={postImage(post)}
          alt={postImageAlt(post, language)}
          width={1600}
          height={1000}
          sizes="(min-width: 768px) 768px, 100vw"
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
      <div className="mt-12">
        <BlogBody html={postHtml(post, language)} className={RENDER_BLOCKS_WHEN_NEAR} />
      </div>
      <aside
        aria-labelledby="post-cta-title"
        className="mt-16 rounded-2xl border border-line bg-surface-muted p-8 text-center"
      >
        <h2 id="post-cta-title" className="text-xl font-bold text-fg">
          {t('post.ctaTitle')}
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-fg-muted">{t('post.ctaText')}</p>
        <Link to="/contact" className={buttonClasses({ className: 'mt-6' })}>
          {t('post.ctaButton')}
          <ArrowRightIcon size={16} />
        </Link>
      </aside>
    </article>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const valid = isBlogSlug(slug);
  const post = useQuery<BlogPostDetail>({ queryKey: [BLOG_PATH, slug], enabled: valid });

  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <BackLink />
        <div className="mt-8">
          {!valid || post.isError ? (
            <PostError />
          ) : post.isPending ? (
            <PostSkeleton />
          ) : (
            <PostView post={post.data} />
          )}
        </div>
      </div>
    </Container>
  );
}
