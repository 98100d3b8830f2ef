import type { BlogPost } from '@terrabridge/api-client';
import { ArrowRightIcon, buttonClasses } from '@terrabridge/ui';
import { ClockIcon } from '@terrabridge/ui/parts';
import { ResponsiveImage } from '../../shared/responsive-image';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { asLanguage, postExcerpt, postImage, postTitle } from '../utils/blog-post';
import { RelativeTime } from './relative-time';

/**
 * `priority`: the page's first card, whose image is the largest paint on a phone: fetched at
 * once and before other images. The others load as they come near (on a phone they are below
 * the fold, and fetched with it they would share the connection with the largest paint).
 */
export function BlogCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const { t, i18n } = useTranslation('blog');
  const language = asLanguage(i18n.language);
  const title = postTitle(post, language);
  const href = `/blog/${post.slug}`;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-soft transition-shadow duration-200 hover:shadow-lift">
      <div className="aspect-16/10 overflow-hidden bg-surface-muted">
        <ResponsiveImage
          src={postImage(post)}
          alt=""
          width={1600}
          height={1000}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <ClockIcon size={15} />
          <RelativeTime value={post.createdAt} language={language} />
        </p>
        <h2 className="mt-3 text-lg leading-snug font-semibold text-fg group-hover:text-link">
          {title}
        </h2>
        <p className="mt-3 text-sm leading-6 text-fg-muted">{postExcerpt(post, language)}</p>
        <div className="mt-auto pt-6">
          {/* The link covers the whole card (after:inset-0): one click target, one tab stop. */}
          <Link
            to={href}
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'after:absolute after:inset-0 after:rounded-2xl',
            })}
          >
            {t('list.readMore')}
            <span className="sr-only">: {title}</span>
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
