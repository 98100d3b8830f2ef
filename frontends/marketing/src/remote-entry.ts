import './styles.css';

export { MarketingApp as default } from './app/marketing-app';
