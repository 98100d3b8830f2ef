import type { ImgHTMLAttributes } from 'react';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The layout width the image takes, for the browser to pick a file (e.g. '(min-width: 1024px) 33vw, 100vw'). */
  sizes?: string;
}

/** Site images under /images/ (the demo data's and the site's own photos) ship as X.jpg, X.webp, X-640.webp and X-640.jpg. */
const SITE_JPEG = /^(\/images\/.+)\.jpg$/;

/**
 * An <img> (in a <picture> for the site's own photos, with WebP and a 640px variant) with its
 * intrinsic size, so the box is reserved before the file arrives. Lazy by default.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  loading = 'lazy',
  decoding = 'async',
  ...props
}: ResponsiveImageProps) {
  const base = SITE_JPEG.exec(src)?.[1];
  const img = (
    <img
      src={src}
      srcSet={base ? `${base}-640.jpg 640w, ${base}.jpg ${width}w` : undefined}
      sizes={base ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      {...props}
    />
  );
  if (!base) return img;
  return (
    <picture>
      <source
        type="image/webp"
        srcSet={`${base}-640.webp 640w, ${base}.webp ${width}w`}
        sizes={sizes}
      />
      {img}
    </picture>
  );
}
