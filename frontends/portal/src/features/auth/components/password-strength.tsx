import { cn } from '@terrabridge/ui';
import { CheckIcon } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import { PASSWORD_RULES, passwordChecks } from '../utils/validation';

export type StrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

/** How many parts of the rule are met: all five is strong, which is what the server requires. */
export function strengthLevel(password: string): { score: number; level: StrengthLevel } {
  const checks = passwordChecks(password);
  const score = PASSWORD_RULES.filter((rule) => checks[rule]).length;
  const level: StrengthLevel =
    score === 5 ? 'strong' : score === 4 ? 'good' : score === 3 ? 'fair' : 'weak';
  return { score, level };
}

const BAR_COLOURS: Record<StrengthLevel, string> = {
  weak: 'bg-danger',
  fair: 'bg-warning',
  good: 'bg-primary',
  strong: 'bg-success',
};

/** The rules of a new password, each marked as met or not while the password is typed. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('portal');
  const checks = passwordChecks(password);
  const { score, level } = strengthLevel(password);

  return (
    <div className="rounded-lg bg-surface-muted p-3 ring-1 ring-line">
      {password ? (
        <div className="mb-3">
          <div className="flex gap-1" aria-hidden="true">
            {PASSWORD_RULES.map((rule, index) => (
              <span
                key={rule}
                className={cn(
                  'h-1.5 flex-1 rounded-full transition-colors',
                  index < score ? BAR_COLOURS[level] : 'bg-line',
                )}
              />
            ))}
          </div>
          <p className="mt-2 text-xs font-semibold text-fg">
            {t('auth.strength.label', { level: t(`auth.strength.levels.${level}`) })}
          </p>
        </div>
      ) : null}
      <ul aria-label={t('auth.strength.rulesLabel')} className="grid gap-1 text-xs sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = checks[rule];
          return (
            <li
              key={rule}
              data-met={met}
              className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-fg-muted')}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-4 shrink-0 items-center justify-center rounded-full ring-1',
                  met
                    ? 'bg-success text-white ring-success dark:text-canvas'
                    : 'ring-line-strong/60',
                )}
              >
                {met ? <CheckIcon size={11} strokeWidth={3} /> : null}
              </span>
              {t(`auth.strength.rules.${rule}`)}
              <span className="sr-only">
                ({met ? t('auth.strength.met') : t('auth.strength.notMet')})
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-fg-muted">{t('auth.strength.common')}</p>
    </div>
  );
}
