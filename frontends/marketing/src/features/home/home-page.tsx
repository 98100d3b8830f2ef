import { useDocumentTitle } from '@terrabridge/ui';
import { useTranslation } from 'react-i18next';
import { Hero } from './components/hero';

export default function HomePage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('home.documentTitle'), false);

  return <Hero />;
}
