import './styles.css';

export { MarketingApp as default, preloadPage } from './app/marketing-app';

/** The shell-remote contract this build was made for; the shell refuses another one. */
export const remoteContract: number = __REMOTE_CONTRACT__;
