import { useTranslation } from '@terrabridge/i18n';
import { Alert, Tabs } from '@terrabridge/ui/parts';
import { useEffect, useRef, useState } from 'react';
import { SOCIAL_VIEWS, useSocialMediaParams } from '../social-media-params';
import { CalendarTab } from './calendar-tab';
import { GeneratorTab, SavedTab } from './generator-tab';
import { LibraryTab } from './library-tab';
import { PostWindow } from './post-window';

/**
 * The Social Media tab: the generator, the library of posts, their calendar and the saved
 * recommendation sets as sub-tabs, and any one post opened over them. Everything it shows is named in the URL.
 */
export default function SocialMediaPanel() {
  const { t } = useTranslation('portal');
  const params = useSocialMediaParams();
  // Bumped when the post window changes a post: the list or calendar behind it reads again.
  const [version, setVersion] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  // After a save the Save button leaves with the generator: focus goes to the library's tab,
  // once the library is the selected tab.
  const focusLibraryTab = useRef(false);
  const showLibrary = () => {
    focusLibraryTab.current = true;
    params.setView('library');
  };
  useEffect(() => {
    if (!focusLibraryTab.current || params.view !== 'library') return;
    focusLibraryTab.current = false;
    container.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [params.view]);

  return (
    <div ref={container}>
      <Tabs
        label={t('social.tabsLabel')}
        value={params.view}
        onValueChange={(id) => {
          const view = SOCIAL_VIEWS.find((option) => option === id);
          if (view) params.setView(view);
        }}
        className="grid grid-cols-[minmax(0,1fr)] gap-5"
        items={SOCIAL_VIEWS.map((view) => ({
          id: view,
          label: t(`social.tabs.${view}`),
          panel:
            view === 'generator' ? (
              <GeneratorTab onSaved={showLibrary} onShowSaved={() => params.setView('saved')} />
            ) : view === 'saved' ? (
              <SavedTab onReused={() => params.setView('generator')} />
            ) : (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
                <Alert tone="info">{t('social.notPosting')}</Alert>
                {view === 'library' ? (
                  <LibraryTab
                    key={version}
                    filters={params.filters}
                    onFiltersChange={params.setFilters}
                  />
                ) : (
                  <CalendarTab
                    key={version}
                    view={params.calendarView}
                    anchor={params.anchor}
                    onNavigate={params.setCalendar}
                    onOpenPost={params.openPost}
                  />
                )}
              </div>
            ),
        }))}
      />
      <PostWindow
        id={params.postId}
        onClose={params.closePost}
        onChange={() => setVersion((current) => current + 1)}
      />
    </div>
  );
}
