import { cn } from '@terrabridge/ui';

export interface SiteImageProps {
  /** A .jpg under /images; its .webp and 640px variants sit next to it. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The rendered width, for choosing between the 640px and the full-size file. */
  sizes: string;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
}

/**
 * A responsive photo: WebP with a JPEG fallback, each in a 640px and a full-size file. Width and
 * height reserve the box (no layout shift), and the muted background keeps it tidy if a file
 * is missing.
 */
export function SiteImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  eager = false,
}: SiteImageProps) {
  const base = src.replace(/\.jpg$/, '');
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${base}-640.webp 640w, ${base}.webp ${width}w`}
        sizes={sizes}
      />
      <img
        src={src}
        srcSet={`${base}-640.jpg 640w, ${src} ${width}w`}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('bg-surface-muted object-cover text-sm text-fg-muted', className)}
      />
    </picture>
  );
}
