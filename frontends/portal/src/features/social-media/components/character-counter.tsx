import { useTranslation } from '@terrabridge/i18n';
import { cn } from '@terrabridge/ui';
import { type Platform, measurePost } from '../utils/platform-limits';
import { usePlatformName } from './platform-label';

/** How the text measures against the network's limits, as the user types. */
export function CharacterCounter({ platform, text }: { platform: Platform; text: string }) {
  const { t, i18n } = useTranslation('portal');
  const platformName = usePlatformName()(platform);
  const measure = measurePost(platform, text);
  const number = new Intl.NumberFormat(i18n.language?.startsWith('es') ? 'es-ES' : 'en-US');
  const tooManyHashtags = measure.hashtagLimit !== null && measure.hashtags > measure.hashtagLimit;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
      <span
        className={cn(
          'tabular-nums',
          measure.over > 0 ? 'font-semibold text-danger' : 'text-fg-muted',
        )}
      >
        {measure.over > 0
          ? t('social.counter.over', { count: measure.over, platform: platformName })
          : t('social.counter.characters', {
              count: measure.characters,
              limit: number.format(measure.limit),
            })}
      </span>
      {measure.hashtagLimit !== null ? (
        <span
          className={cn(
            'tabular-nums',
            tooManyHashtags ? 'font-semibold text-danger' : 'text-fg-muted',
          )}
        >
          {tooManyHashtags
            ? t('social.counter.tooManyHashtags', {
                platform: platformName,
                limit: measure.hashtagLimit,
              })
            : t('social.counter.hashtags', {
                count: measure.hashtags,
                limit: measure.hashtagLimit,
              })}
        </span>
      ) : null}
    </span>
  );
}
