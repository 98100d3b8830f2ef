import {
  AUTH_TABS,
  AUTH_TAB_PARAM,
  type AuthTab,
  authTabOf,
  useUserStore,
} from '@terrabridge/session';
import { cameForEndedSession } from '@terrabridge/session/sign-in';
import { Container, DashboardIcon, PageSpinner, useDocumentTitle } from '@terrabridge/ui';
import { Alert, LayoutIcon, MegaphoneIcon, Tabs } from '@terrabridge/ui/parts';
import type { ComponentType } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from './components/login-form';
import { RegisterForm } from './components/register-form';
import { useNextPath } from './hooks/use-next-path';

const BENEFITS: { key: string; Icon: ComponentType<{ size?: number }> }[] = [
  { key: 'webDesign', Icon: LayoutIcon },
  { key: 'aiMarketing', Icon: MegaphoneIcon },
  { key: 'dashboard', Icon: DashboardIcon },
];

function AuthTabPanel({ tab, onSwitch }: { tab: AuthTab; onSwitch: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <div className="pt-8">
      <h2 className="text-2xl font-bold tracking-tight text-fg">{t(`auth.${tab}.title`)}</h2>
      <p className="mt-2 text-base leading-7 text-fg-muted">{t(`auth.${tab}.intro`)}</p>
      {tab === 'login' ? <LoginForm /> : <RegisterForm />}
      <p className="mt-8 border-t border-line pt-6 text-sm text-fg-muted">
        {t(`auth.${tab}.switchPrompt`)}{' '}
        <button
          type="button"
          onClick={onSwitch}
          className="cursor-pointer rounded font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t(`auth.${tab}.switchAction`)}
        </button>
      </p>
    </div>
  );
}

function BenefitsPanel() {
  const { t } = useTranslation('portal');
  return (
    <aside
      aria-labelledby="auth-benefits-title"
      className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-700 to-indigo-950 p-8 text-white shadow-lift sm:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-cyan-400/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-72 rounded-full bg-indigo-400/25 blur-3xl"
      />
      <h2 id="auth-benefits-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('auth.panel.title')}
      </h2>
      <p className="mt-3 text-indigo-100">{t('auth.panel.subtitle')}</p>
      <ul aria-label={t('auth.panel.benefitsLabel')} className="mt-10 space-y-7">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <Icon size={22} />
            </span>
            <div>
              <h3 className="font-semibold">{t(`auth.panel.benefits.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-6 text-indigo-100">
                {t(`auth.panel.benefits.${key}.description`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default function AuthPage() {
  const { t } = useTranslation('portal');
  const user = useUserStore((state) => state.user);
  const loading = useUserStore((state) => state.loading);
  const next = useNextPath();
  // The tab is part of the address, so a link can open the Register tab (?tab=register) and a
  // reload keeps the one shown; `next` and the rest of the query stay as they are.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Sent here because the session ended (elsewhere, by deactivation or by expiry): say so.
  const sessionEnded = cameForEndedSession(useLocation().state);
  const tab = authTabOf(params.get(AUTH_TAB_PARAM));
  const setTab = (id: AuthTab) => {
    const updated = new URLSearchParams(params);
    if (id === 'login') updated.delete(AUTH_TAB_PARAM);
    else updated.set(AUTH_TAB_PARAM, id);
    // '/' stays readable in `next`, as the links to this page write it.
    const search = updated.toString().replace(/%2F/gi, '/');
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  };
  useDocumentTitle(t('auth.documentTitle'));

  // Signed in already, or just now: on to where the visitor was going.
  if (user) {
    return <Navigate to={next} replace />;
  }
  if (loading) {
    return <PageSpinner />;
  }

  return (
    <Container className="py-12 sm:py-16 lg:py-20">
      <h1 className="sr-only">{t('auth.documentTitle')}</h1>
      <div className="grid items-stretch gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-10">
          {sessionEnded ? (
            <Alert tone="info" title={t('auth.sessionEnded.title')} className="mb-6">
              {t('auth.sessionEnded.description')}
            </Alert>
          ) : null}
          <Tabs
            label={t('auth.tabsLabel')}
            variant="segmented"
            value={tab}
            onValueChange={(id) => setTab(id as AuthTab)}
            items={AUTH_TABS.map((id) => ({
              id,
              label: t(`auth.tabs.${id}`),
              panel: (
                <AuthTabPanel
                  tab={id}
                  onSwitch={() => setTab(id === 'login' ? 'register' : 'login')}
                />
              ),
            }))}
          />
        </div>
        <BenefitsPanel />
      </div>
    </Container>
  );
}
