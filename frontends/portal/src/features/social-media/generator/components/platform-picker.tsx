import { AlertIcon, cn } from '@terrabridge/ui';
import { useId } from 'react';
import { PlatformLabel } from '../../components/platform-label';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@terrabridge/rules/social-posts';

interface PickerBase {
  legend: string;
  error?: string | null;
  /** The name of the inputs, unique on the page. */
  name: string;
}

type PickerProps = PickerBase &
  (
    | { multiple: false; value: SocialPlatform | null; onChange: (value: SocialPlatform) => void }
    | { multiple: true; value: SocialPlatform[]; onChange: (value: SocialPlatform[]) => void }
  );

/**
 * The networks as a group of radio buttons (one platform) or checkboxes (several), each a tile
 * with the network's icon. The group's error is read with every input.
 */
export function PlatformPicker(props: PickerProps) {
  const { legend, error, name } = props;
  const errorId = useId();
  const isChecked = (platform: SocialPlatform) =>
    props.multiple ? props.value.includes(platform) : props.value === platform;
  const toggle = (platform: SocialPlatform, checked: boolean) => {
    if (!props.multiple) {
      props.onChange(platform);
      return;
    }
    props.onChange(
      checked
        ? SOCIAL_PLATFORMS.filter((item) => item === platform || props.value.includes(item))
        : props.value.filter((item) => item !== platform),
    );
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SOCIAL_PLATFORMS.map((platform) => (
          <label
            key={platform}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border bg-surface px-3 py-2 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              isChecked(platform)
                ? 'border-primary bg-primary-soft'
                : 'border-line-strong/60 hover:border-line-strong',
              error ? 'border-danger' : '',
            )}
          >
            <input
              type={props.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={platform}
              checked={isChecked(platform)}
              onChange={(event) => toggle(platform, event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="size-4 shrink-0 accent-primary"
            />
            <PlatformLabel platform={platform} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger">
          <AlertIcon size={16} className="mt-0.5 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
