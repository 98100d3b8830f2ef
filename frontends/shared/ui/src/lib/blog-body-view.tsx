import { type HeadingLevel, parseBlogBody } from './blog-body';
import { cn } from './cn';

/**
 * Body headings sit under the page's one h1 (the post title), so each outline level renders one
 * step down: level 1 (the post's top headings, whatever their number of '#') -> h2, 2 -> h3,
 * 3 -> h4, 4 -> h5; no level is skipped.
 */
const HEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4', 4: 'h5' } as const satisfies Record<
  HeadingLevel,
  string
>;

const HEADING_STYLES: Record<HeadingLevel, string> = {
  1: 'mt-12 text-2xl font-bold tracking-tight text-fg sm:text-3xl',
  2: 'mt-10 text-xl font-bold tracking-tight text-fg sm:text-2xl',
  3: 'mt-8 text-lg font-semibold text-fg',
  4: 'mt-6 text-base font-semibold text-fg',
};

/**
 * A post body as React elements: no HTML from the content is ever interpreted. `className` is
 * added to the element whose children are the body's blocks.
 */
export function BlogBody({ content, className }: { content: string; className?: string }) {
  const blocks = parseBlogBody(content);
  return (
    <div className={cn('text-lg leading-8 text-fg-muted [&>*:first-child]:mt-0', className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Tag = HEADING_TAGS[block.level];
            return (
              <Tag key={index} className={HEADING_STYLES[block.level]}>
                {block.text}
              </Tag>
            );
          }
          case 'bullets':
            return (
              <ul key={index} className="mt-6 list-disc space-y-2 pl-6 marker:text-primary">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    {item}
                  </li>
                ))}
              </ul>
            );
          case 'numbered':
            return (
              <ol
                key={index}
                start={block.start === 1 ? undefined : block.start}
                className="mt-6 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-primary"
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="pl-1">
                    {item}
                  </li>
                ))}
              </ol>
            );
          default:
            return (
              <p key={index} className="mt-6">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
