import { useTranslation } from '@terrabridge/i18n';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '@terrabridge/ui';
import { MegaphoneIcon } from '@terrabridge/ui/parts';
import type { ComponentType } from 'react';

const PLATFORMS = ['twitter', 'facebook', 'instagram', 'linkedin'] as const;
type Platform = (typeof PLATFORMS)[number];

const ICONS: Record<Platform, ComponentType<{ size?: number; className?: string }>> = {
  twitter: MegaphoneIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};

const isPlatform = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);

/** A network's display name; a value that names no known network shows as it was saved. */
export function usePlatformName() {
  const { t } = useTranslation('portal');
  return (platform: string) =>
    isPlatform(platform) ? t(`social.platforms.${platform}`) : platform;
}

/** The network a post is for, with its icon. */
export function PlatformLabel({ platform }: { platform: string }) {
  const name = usePlatformName();
  const Icon = isPlatform(platform) ? ICONS[platform] : MegaphoneIcon;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
      <Icon size={16} className="shrink-0 text-primary" />
      {name(platform)}
    </span>
  );
}
