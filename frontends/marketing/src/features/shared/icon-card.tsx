import type { ComponentType } from 'react';

export interface IconCardProps {
  Icon: ComponentType<{ size?: number }>;
  title: string;
  description: string;
}

/** A card of a grid: an icon in its tinted tile, a short title and a sentence or two. */
export function IconCard({ Icon, title, description }: IconCardProps) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-6 shadow-soft print:shadow-none">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15">
        <Icon size={24} />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-fg-muted">{description}</p>
    </li>
  );
}
