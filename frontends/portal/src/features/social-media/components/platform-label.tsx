import { useTranslation } from '@terrabridge/i18n';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '@terrabridge/ui';
import { MegaphoneIcon } from '@terrabridge/ui/parts';
import type { ComponentType } from 'react';
import { type Platform, isPlatform } from '../utils/platform-limits';

const ICONS: Record<Platform, ComponentType<{ size?: number; className?: string }>> = {
  twitter: MegaphoneIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
};

/** A network's display name; a value that names no known network shows as it was saved. */
export function usePlatformName() {
  const { t } = useTranslation('portal');
  return (platform: string) =>
    isPlatform(platform) ? t(`social.platforms.${platform}`) : platform;
}

/** The network's icon (a megaphone for a value that names no known network). */
export function PlatformIcon({
  platform,
  size = 16,
  className,
}: {
  platform: string;
  size?: number;
  className?: string;
}) {
  const Icon = isPlatform(platform) ? ICONS[platform] : MegaphoneIcon;
  return <Icon size={size} className={className} />;
}

/** The network a post is for, with its icon. */
export function PlatformLabel({ platform }: { platform: string }) {
  const name = usePlatformName();
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-fg">
      <PlatformIcon platform={platform} className="shrink-0 text-primary" />
      {name(platform)}
    </span>
  );
}
