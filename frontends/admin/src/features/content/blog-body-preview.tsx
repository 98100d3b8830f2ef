import { useQuery } from '@tanstack/react-query';
import { apiJson, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { BlogBody } from '@terrabridge/ui/parts';
import { useEffect, useState } from 'react';
import { BLOG_POSTS_PATH } from './content-api';

type Preview = components['schemas']['BlogBodyPreviewDto'];

/** How long typing pauses before the preview asks the server again. */
const PAUSE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The body as its page will show it: rendered by the server that renders the published page
 * (CommonMark, sanitised), so the preview cannot differ from the post.
 */
export function BlogBodyPreview({ body, lang }: { body: string; lang: 'en' | 'es' }) {
  const { t } = useTranslation('admin-content');
  const settled = useSettled(body, PAUSE_MS);
  const preview = useQuery<Preview>({
    queryKey: [`${BLOG_POSTS_PATH}/preview`, settled],
    queryFn: () => apiJson<Preview>('POST', `${BLOG_POSTS_PATH}/preview`, { content: settled }),
    enabled: settled.trim() !== '',
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
  if (!body.trim()) {
    return <p className="mt-3 text-sm text-fg-muted">{t('blog.editor.previewEmpty')}</p>;
  }
  if (preview.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-danger">
        {t('blog.editor.previewFailed')}
      </p>
    );
  }
  return (
    <div className="mt-3" data-testid={`blog-preview-${lang}`} aria-busy={preview.isFetching}>
      {preview.data ? <BlogBody html={preview.data.html} className="text-base leading-7" /> : null}
    </div>
  );
}
