import type { ReactNode, SVGProps } from 'react';
import { cn } from './cn';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/*
 * Drawn inline in HTML, where an <svg> needs no xmlns; `focusable` only mattered to Internet
 * Explorer. The outline drawing (no fill, a round 1.8 stroke in the text's colour) is the `icon`
 * class of the site stylesheet rather than five attributes on each of the hundred icons of a page.
 * A caller's stroke width goes in `style`: a presentation attribute would lose to the class.
 */
export function createIcon(paths: ReactNode, displayName: string, filled = false) {
  function Icon({ size = 20, className, strokeWidth, style, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : undefined}
        className={cn(!filled && 'icon', className) || undefined}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        aria-hidden="true"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
