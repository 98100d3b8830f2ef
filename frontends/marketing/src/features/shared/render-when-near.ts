/*
 * Tailwind classes for content mostly below the fold: the browser skips the layout and paint of
 * each child until it comes near the viewport, holding a placeholder block size meanwhile (then
 * the size it last had). The children stay in the page for search, anchors and assistive
 * technology; the first layout only has to place what is on screen.
 */

/** For the sections of a page below its hero. */
export const RENDER_SECTIONS_WHEN_NEAR =
  '[&>*]:[content-visibility:auto] [&>*]:[contain-intrinsic-block-size:auto_900px]';

/** For the cards of a grid (`<ul>` of `<li>`). */
export const RENDER_CARDS_WHEN_NEAR =
  '[&>li]:[content-visibility:auto] [&>li]:[contain-intrinsic-block-size:auto_460px]';

/** For the blocks of a long text (paragraphs, headings, lists), about five lines each. */
export const RENDER_BLOCKS_WHEN_NEAR =
  '[&>*]:[content-visibility:auto] [&>*]:[contain-intrinsic-block-size:auto_160px]';
