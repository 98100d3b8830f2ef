import { useTranslation } from '@terrabridge/i18n';
import type { FieldError } from '../utils/form-error';

/** Turns a field's error into the text to show, in the site's current language. */
export function useErrorText(): (error: FieldError | null) => string | null {
  const { t } = useTranslation('portal');
  return (error) => {
    if (!error) return null;
    return 'text' in error ? error.text : t(`validation.${error.key}`);
  };
}
