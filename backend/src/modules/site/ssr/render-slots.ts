/**
 * Bounds the pages rendered at once. A request that finds every slot taken is not queued: it is
 * answered at once with the bare page (the browser renders it), so a crowd of signed-in visitors
 * or of pages not yet cached cannot pile up renders behind each other.
 */
export class RenderSlots {
  private taken = 0;

  constructor(private readonly size: number) {}

  /** Runs `render` in a free slot, or answers `whenFull()` without waiting. */
  async run<T>(render: () => Promise<T>, whenFull: () => T): Promise<T> {
    if (this.taken >= this.size) return whenFull();
    this.taken += 1;
    try {
      return await render();
    } finally {
      this.taken -= 1;
    }
  }
}
