import './styles.css';
import { registerNamespace } from '@terrabridge/i18n';
import { adminEn } from './i18n/admin.en';
import { adminEs } from './i18n/admin.es';

registerNamespace('admin', { en: adminEn, es: adminEs });

export { AdminApp as default } from './app/admin-app';

/** The shell-remote contract this build was made for; the shell refuses another one. */
export const remoteContract: number = __REMOTE_CONTRACT__;
