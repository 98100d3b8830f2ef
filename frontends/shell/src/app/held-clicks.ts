import { APP_READY_EVENT } from '@terrabridge/ui';

// preferences.js holds the buttons clicked (and forms sent) before the app has taken the page
// over, in a list on <html>, and clicks them once the app says it is ready (APP_READY_EVENT). A
// page the server sent as a frame (a spinner for its content) is rendered over, not hydrated, so
// each button held there is gone by then, replaced by the app's copy of it in the same place.

type HeldClicks = Element[];

/** Where an element is under `container`: its position among its parent's children, and theirs. */
function placeIn(container: Element, element: Element): number[] | null {
  const place: number[] = [];
  let node = element;
  while (node !== container) {
    const parent = node.parentElement;
    if (!parent) return null;
    place.unshift(Array.prototype.indexOf.call(parent.children, node) as number);
    node = parent;
  }
  return place;
}

function elementAt(container: Element, place: number[]): Element | undefined {
  return place.reduce<Element | undefined>((node, position) => node?.children[position], container);
}

/**
 * Call before rendering over `container`: once the app is ready, each button held so far that the
 * render replaced is swapped, in the list, for the element now in its place, if that element has
 * the same text (a page that changed in between leaves the click undone).
 */
export function keepHeldClicks(
  container: Element,
  held: HeldClicks | undefined = (document.documentElement as { heldClicks?: HeldClicks })
    .heldClicks,
): void {
  if (!held?.length) return;
  const places = held.map((element) => placeIn(container, element));
  // preferences.js's listener, added first, clicks in a task of its own: this one runs before.
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      places.forEach((place, index) => {
        const element = held[index];
        if (!place || !element || element.isConnected) return;
        const copy = elementAt(container, place);
        if (copy && copy.textContent === element.textContent) held[index] = copy;
      });
    },
    { once: true },
  );
}
