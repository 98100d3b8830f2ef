import './i18n';
import { LegalPageLayout } from './components/legal-page-layout';

export default function PrivacyPolicyPage() {
  return <LegalPageLayout documentKey="privacy" />;
}
