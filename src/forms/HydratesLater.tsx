import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { LATER_PART_ATTRIBUTE, partHydrated } from '../services/laterParts';

interface HydratesLaterProps {
  children: ReactNode;
  /**
   * Called once the part has hydrated (or, on a screen the app renders itself, mounted), after its
   * fields have registered with the form and before what was typed into them is handed over: where a
   * screen applies a draft or a prefill that reaches the part's fields (they must hydrate as rendered).
   */
  onHydrated?: () => void;
}

function Part({ children, onHydrated }: HydratesLaterProps) {
  const ref = useRef<HTMLDivElement>(null);
  // After the part's own fields' effects (children's run first).
  useEffect(() => {
    onHydrated?.();
    if (ref.current) partHydrated(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the part hydrates
  }, []);
  return (
    <div ref={ref} {...{ [LATER_PART_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * A part of a screen that React hydrates after the rest of a pre-rendered page: the rest (the fields
 * above it) is committed, handed over and working first, and this part hydrates in a render of its own
 * (React defers a Suspense boundary's content while it hydrates). What was typed into the part before
 * the app ran is handed to it once it has hydrated (src/services/laterParts.ts); a person who reaches it
 * first makes React hydrate it first (React's selective hydration of a boundary a discrete event targets). Its fields must hydrate as they were rendered: nothing
 * may change their values before `onHydrated`. On a screen the app renders itself, it renders its
 * children as they are: nothing in it suspends.
 */
export function HydratesLater({ children, onHydrated }: HydratesLaterProps) {
  return (
    <Suspense fallback={null}>
      <Part onHydrated={onHydrated}>{children}</Part>
    </Suspense>
  );
}
