import { Spinner } from '@terrabridge/ui';
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The server renders everything at once: there is no viewport to wait for. */
const IS_SERVER = typeof document === 'undefined';

/** Parts already opened once in this visit render at once when their page is shown again. */
const openedParts = new Set<string>();

const USER_INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(opened: boolean): Gate {
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    opened,
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending here keeps the server's HTML of this part on screen, unhydrated, until it opens.
  if (!IS_SERVER && !gate.opened) use(gate.promise);
  return children;
}

export interface DeferUntilNearProps {
  /** Remembers that this part was opened, so a later visit of its page renders it at once. */
  name: string;
  children: ReactNode;
}

/**
 * Renders below-the-fold content (typically a React.lazy component) only once the visitor comes
 * near it: when its box approaches the viewport, on the first scroll, touch, click or key press,
 * or at once when the address targets a section (#hash). Until then the page loads none of its
 * code. The server renders the content in full, so crawlers and the first paint see it; in the
 * browser it stays the server's HTML until it opens and hydrates.
 */
export function DeferUntilNear({ name, children }: DeferUntilNearProps) {
  const box = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const [gate] = useState(() => createGate(openedParts.has(name)));

  useEffect(() => {
    if (gate.opened) return;
    const element = box.current;
    if (hash || !element || typeof IntersectionObserver === 'undefined') {
      openedParts.add(name);
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    function stop() {
      observer.disconnect();
      for (const type of USER_INTENT_EVENTS) window.removeEventListener(type, open);
    }
    function open() {
      stop();
      openedParts.add(name);
      gate.open();
    }
    observer.observe(element);
    for (const type of USER_INTENT_EVENTS) {
      window.addEventListener(type, open, { passive: true });
    }
    return stop;
  }, [gate, hash, name]);

  return (
    <div ref={box}>
      <Suspense
        fallback={
          <div className="flex min-h-screen justify-center pt-24">
            <Spinner size="lg" />
          </div>
        }
      >
        <GateKeeper gate={gate}>{children}</GateKeeper>
      </Suspense>
    </div>
  );
}
