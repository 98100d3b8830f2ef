import { useTranslation } from '@terrabridge/i18n';
import { Tabs } from '@terrabridge/ui/parts';
import './i18n';
import { BlogPostsList } from './blog-posts-list';
import { ServicesList } from './services-list';

/** The content tab: the blog's posts and the services of the public site. */
export default function ContentTab() {
  const { t } = useTranslation('admin-content');
  return (
    <Tabs
      label={t('sections.label')}
      className="mt-6"
      items={[
        { id: 'blog', label: t('sections.blog'), panel: <BlogPostsList /> },
        { id: 'services', label: t('sections.services'), panel: <ServicesList /> },
      ]}
    />
  );
}
