import './styles.css';
import { registerNamespace } from '@terrabridge/i18n';
import { portalEn } from './i18n/portal.en';
import { portalEs } from './i18n/portal.es';

registerNamespace('portal', { en: portalEn, es: portalEs });

export { PortalApp as default } from './app/portal-app';

/** The shell-remote contract this build was made for; the shell refuses another one. */
export const remoteContract: number = __REMOTE_CONTRACT__;
