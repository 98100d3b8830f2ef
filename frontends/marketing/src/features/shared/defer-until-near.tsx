import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@terrabridge/ui';
import {
  type ReactNode,
  Suspense,
  isValidElement,
  memo,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { TextsFetchedWithPart, useTranslation } from '@terrabridge/i18n';
import { useLocation } from 'react-router-dom';

/** The server renders everything at once: there is no viewport to wait for. */
const IS_SERVER = typeof document === 'undefined';

/** Parts already opened once in this visit render at once when their page is shown again. */
const openedParts = new Set<string>();

const USER_INTENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** What a click inside a part that has not hydrated yet would lose (links work); as preferences.js. */
const CLICK_TARGETS = 'button, summary, [role="button"], input[type="submit"]';

const subscribeToNothing = () => () => undefined;

/** True in the render that hydrates the server's HTML (and on the server), false afterwards. */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** Runs `onCommit` once the boundary it is rendered in has been committed (hydrated). */
function CommitSignal({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(opened: boolean): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    opened: false,
    promise,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      // Marked as React marks a settled promise, so use() reads it without suspending.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  if (opened) gate.open();
  return gate;
}

function GateKeeper({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending here keeps the server's HTML of this part on screen, unhydrated, until it opens.
  // use() is called on every browser render, opened or not: a component must not stop calling
  // it between a render that suspended and its retry (React then hydrates nothing, but renders
  // the part again from scratch, replacing the server's HTML).
  if (!IS_SERVER) use(gate.promise);
  return children;
}

/** The same element type and key with the same props (compared one by one). */
function sameElement(a: ReactNode, b: ReactNode): boolean {
  if (Object.is(a, b)) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) {
    return false;
  }
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const names = Object.keys(before);
  return (
    names.length === Object.keys(after).length &&
    names.every((name) => Object.is(before[name], after[name]))
  );
}

interface DeferredPartProps {
  gate: Gate;
  /** Called once the part has hydrated; must not change between renders. */
  onHydrated: () => void;
  /** The server's HTML is in this language: another one must render the part again. */
  language: string;
  children: ReactNode;
}

/**
 * The boundary around the part. It renders again only when what it shows really changes (the
 * part's element or the language): while the part still shows the server's HTML (not hydrated,
 * waiting for its gate), any render that reaches the boundary, such as the page re-rendering
 * after hydration with an equal `<Sections />`, makes React drop that HTML and render the part
 * from scratch, behind a spinner.
 */
const DeferredPart = memo(
  function DeferredPart({ gate, onHydrated, children }: DeferredPartProps) {
    return (
      <Suspense
        fallback={
          <div className="flex min-h-screen justify-center pt-24">
            <Spinner size="lg" />
          </div>
        }
      >
        <GateKeeper gate={gate}>
          <TextsFetchedWithPart>{children}</TextsFetchedWithPart>
        </GateKeeper>
        <CommitSignal onCommit={onHydrated} />
      </Suspense>
    );
  },
  (before, after) =>
    before.gate === after.gate &&
    before.onHydrated === after.onHydrated &&
    before.language === after.language &&
    sameElement(before.children, after.children),
);

export interface DeferUntilNearProps {
  /** Remembers that this part was opened, so a later visit of its page renders it at once. */
  name: string;
  /** Classes of the box around the part. */
  className?: string;
  /**
   * The queries the part reads that the page was sent without (route-data.ts, `sentLater`): when
   * the part opens on the server's HTML, they are fetched first, so it hydrates with the data
   * the server rendered it with instead of loading states.
   */
  data?: readonly QueryKey[];
  children: ReactNode;
}

/**
 * Renders below-the-fold content (typically a React.lazy component) only once the visitor comes
 * near it: when its box approaches the viewport, on the first scroll, touch, click or key press,
 * or at once when the address targets a section (#hash). Until then the page loads none of its
 * code. The server renders the content in full, so crawlers and the first paint see it; in the
 * browser it stays the server's HTML until it opens and hydrates. A button clicked in it before
 * then is clicked again once it has hydrated, so no click is lost on the way.
 */
export function DeferUntilNear({ name, className, data = [], children }: DeferUntilNearProps) {
  const box = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const hydrating = useHydrating();
  const [gate] = useState(() => createGate(openedParts.has(name)));
  // Fixed at the first render: whether the part is the server's HTML, hydrated when it opens.
  const [open] = useState(() => {
    const fetchFirst = hydrating && data.length > 0;
    let opening = false;
    return () => {
      if (opening) return;
      opening = true;
      openedParts.add(name);
      if (!fetchFirst) return gate.open();
      // A failed read opens it too: the part then shows its error where the server had content.
      void Promise.all(data.map((queryKey) => queryClient.prefetchQuery({ queryKey }))).then(
        gate.open,
      );
    };
  });
  const [held] = useState(() => ({ hydrated: false, clicks: [] as HTMLElement[] }));
  const [onHydrated] = useState(() => () => {
    held.hydrated = true;
    // In a task of its own, after the renders this commit set off.
    setTimeout(() => {
      for (const target of held.clicks.splice(0)) if (target.isConnected) target.click();
    }, 0);
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // On the document, ahead of React's own listener: React drops a click on a part that is
    // still the server's HTML when it cannot hydrate that part at once.
    const holdClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest<HTMLElement>(CLICK_TARGETS);
      if (held.hydrated || !target || !element.contains(target) || target.closest('a[href]')) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      held.clicks.push(target);
      open();
    };
    document.addEventListener('click', holdClick, true);
    return () => document.removeEventListener('click', holdClick, true);
  }, [held, open]);

  useEffect(() => {
    if (gate.opened) return;
    const element = box.current;
    if (hash || !element || typeof IntersectionObserver === 'undefined') {
      open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) openNow();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    function stop() {
      observer.disconnect();
      for (const type of USER_INTENT_EVENTS) window.removeEventListener(type, openNow);
    }
    function openNow() {
      stop();
      open();
    }
    observer.observe(element);
    for (const type of USER_INTENT_EVENTS) {
      window.addEventListener(type, openNow, { passive: true });
    }
    return stop;
  }, [gate, hash, open]);

  return (
    <div ref={box} className={className}>
      <DeferredPart gate={gate} onHydrated={onHydrated} language={i18n.language}>
        {children}
      </DeferredPart>
    </div>
  );
}
