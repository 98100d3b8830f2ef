import { cn } from '@terrabridge/ui';
import { ResponsiveImage } from '../../shared/responsive-image';
import { useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';

export interface ProjectGalleryProps {
  images: readonly string[];
  /** The project title, for the images' alternative text. */
  title: string;
}

/**
 * A large image and, when there is more than one, a row of thumbnails that select it. The first
 * image is selected at first. Thumbnails are toggle buttons (aria-pressed) naming their position.
 */
export function ProjectGallery({ images, title }: ProjectGalleryProps) {
  const { t } = useTranslation('projects');
  const [selected, setSelected] = useState(0);
  const index = selected < images.length ? selected : 0;
  const count = images.length;

  return (
    <section aria-label={t('detail.galleryLabel')}>
      <div className="relative aspect-16/10 overflow-hidden rounded-2xl border border-line bg-surface-muted shadow-soft">
        <ResponsiveImage
          key={images[index]}
          src={images[index]}
          alt={t('detail.imageAlt', { title, index: index + 1, count })}
          width={1600}
          height={1000}
          sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw"
          loading="eager"
          fetchPriority="high"
          className="size-full animate-fade-in object-cover text-sm text-fg-subtle motion-reduce:animate-none"
        />
      </div>
      {count > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:mt-4 sm:gap-3">
          {images.map((src, position) => {
            const isSelected = position === index;
            return (
              <li key={`${src}-${position}`}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  aria-label={t('detail.thumbnailLabel', { index: position + 1, count })}
                  onClick={() => setSelected(position)}
                  className={cn(
                    'block aspect-16/10 w-full cursor-pointer overflow-hidden rounded-lg bg-surface-muted ring-offset-2 ring-offset-canvas transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    isSelected
                      ? 'ring-2 ring-primary'
                      : 'opacity-70 ring-1 ring-line hover:opacity-100',
                  )}
                >
                  <ResponsiveImage
                    src={src}
                    alt=""
                    width={1600}
                    height={1000}
                    sizes="160px"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
