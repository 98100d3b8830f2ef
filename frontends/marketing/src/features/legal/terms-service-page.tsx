import './i18n';
import { LegalPageLayout } from './components/legal-page-layout';

export default function TermsServicePage() {
  return <LegalPageLayout documentKey="terms" />;
}
