import { useTranslation } from '@terrabridge/i18n';
import { cn } from '@terrabridge/ui';
import { ChevronDownIcon } from '@terrabridge/ui/parts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_NAV_GROUPS, ADMIN_TAB_ICONS, type AdminTab } from './admin-tabs';
import { useSectionLink } from './section-link';

const itemClasses =
  'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface SectionLinksProps {
  current: AdminTab;
  /** A section was chosen (the phone's menu closes). */
  onNavigate: () => void;
}

function SectionLink({ tab, current, onNavigate }: SectionLinksProps & { tab: AdminTab }) {
  const { t } = useTranslation('admin');
  const to = useSectionLink();
  const Icon = ADMIN_TAB_ICONS[tab];
  const active = tab === current;
  return (
    <li>
      <Link
        to={to(tab)}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        className={cn(
          itemClasses,
          active
            ? 'bg-primary-soft text-primary-soft-fg'
            : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
        )}
      >
        <Icon size={18} className="shrink-0" />
        {t(`panel.tabs.${tab}.label`)}
      </Link>
    </li>
  );
}

/** The sections as links (each keeps the section in the address), grouped under small titles. */
function SectionList({ current, onNavigate }: SectionLinksProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-5">
      <ul className="space-y-1">
        <SectionLink tab="home" current={current} onNavigate={onNavigate} />
      </ul>
      {ADMIN_NAV_GROUPS.map((group) => (
        <div key={group.id}>
          <p
            id={`admin-nav-${group.id}`}
            className="px-3 text-xs font-semibold tracking-wide text-fg-muted uppercase"
          >
            {t(`panel.groups.${group.id}`)}
          </p>
          <ul aria-labelledby={`admin-nav-${group.id}`} className="mt-1.5 space-y-1">
            {group.tabs.map((tab) => (
              <SectionLink key={tab} tab={tab} current={current} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The back-office's side navigation: always shown beside the section on a wide screen; on a
 * phone, one button naming the open section, which opens the same list.
 *
 * Only variant classes set `display` here (`max-lg:`, `lg:`), never a plain `hidden` or `flex`
 * beside them: inside the dashboard, its stylesheet may load after this remote's and a plain
 * utility there would win over this one's responsive variant.
 */
export function AdminNav({ current }: { current: AdminTab }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const CurrentIcon = ADMIN_TAB_ICONS[current];
  return (
    <nav aria-label={t('panel.tabsLabel')} className="lg:sticky lg:top-24 lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="w-full items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2.5 text-left text-sm font-semibold text-fg max-lg:flex lg:hidden"
      >
        <CurrentIcon size={18} className="shrink-0 text-primary" />
        <span className="flex-1">
          <span className="sr-only">{t('panel.menu')}: </span>
          {t(`panel.tabs.${current}.label`)}
        </span>
        <ChevronDownIcon size={16} className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={listId}
        className={cn(
          'max-lg:mt-2 max-lg:rounded-xl max-lg:border max-lg:border-line max-lg:bg-surface max-lg:p-2',
          !open && 'max-lg:hidden',
        )}
      >
        <SectionList current={current} onNavigate={() => setOpen(false)} />
      </div>
    </nav>
  );
}
