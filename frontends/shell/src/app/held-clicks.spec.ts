import { APP_READY_EVENT } from '@terrabridge/ui';
import { keepHeldClicks } from './held-clicks';

/** The server's frame of a signed-in page: the site's header and footer, a spinner for content. */
const FRAME =
  '<a href="#main">Skip</a><div><header><button>EN</button><button>Logout</button></header>' +
  '<main><span role="status">Loading</span></main><footer><button>ES</button></footer></div>';

/** What the app renders over it: the same header and footer, the page in between. */
const RENDERED =
  '<a href="#main">Skip</a><div><header><button>EN</button><button>Logout</button></header>' +
  '<main><h1>Welcome</h1><button>Overview</button></main><footer><button>ES</button></footer></div>';

function frame(): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = FRAME;
  document.body.replaceChildren(container);
  return container;
}

const button = (container: Element, text: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === text)!;

describe('keepHeldClicks', () => {
  it('points each held button the render replaced at its copy in the same place, once the app is ready', () => {
    const container = frame();
    const held: Element[] = [button(container, 'Logout'), button(container, 'ES')];
    keepHeldClicks(container, held);

    container.innerHTML = RENDERED;
    expect(held.map((element) => element.isConnected)).toEqual([false, false]);
    document.dispatchEvent(new Event(APP_READY_EVENT));

    // The same elements, not copies alike (toEqual would take a node equal to another).
    expect(held[0]).toBe(button(container, 'Logout'));
    expect(held[1]).toBe(button(container, 'ES'));
  });

  it('leaves a button whose place now holds something else, and buttons still on the page', () => {
    const container = frame();
    const logout = button(container, 'Logout');
    const held: Element[] = [logout];
    keepHeldClicks(container, held);

    // Signed out in between: the header's second button is another one.
    container.innerHTML = RENDERED.replace('Logout', 'Login');
    const later = button(container, 'Overview');
    held.push(later);
    document.dispatchEvent(new Event(APP_READY_EVENT));

    expect(held[0]).toBe(logout);
    expect(held[1]).toBe(later);
  });

  it('does its work once, when the app first says it is ready', () => {
    const container = frame();
    const held: Element[] = [button(container, 'EN')];
    keepHeldClicks(container, held);
    container.innerHTML = RENDERED;
    document.dispatchEvent(new Event(APP_READY_EVENT));
    const copy = held[0];

    container.innerHTML = RENDERED;
    document.dispatchEvent(new Event(APP_READY_EVENT));
    expect(held[0]).toBe(copy);
  });

  it('reads the list preferences.js keeps on <html> when given none', () => {
    const container = frame();
    const held: Element[] = [button(container, 'Logout')];
    Object.assign(document.documentElement, { heldClicks: held });
    keepHeldClicks(container);

    container.innerHTML = RENDERED;
    document.dispatchEvent(new Event(APP_READY_EVENT));
    expect(held[0]).toBe(button(container, 'Logout'));
    delete (document.documentElement as { heldClicks?: Element[] }).heldClicks;
  });
});
