import './i18n';
import { LegalPageLayout } from './components/legal-page-layout';

export default function CookiePolicyPage() {
  return <LegalPageLayout documentKey="cookies" />;
}
