// Parts of the shell that load on demand (issue 23): each chunk is downloaded the first time one of
// its parts renders (or when warmed), shows a stand-in meanwhile, and shows what the part gives for
// a failure, with Retry, when the chunk cannot be fetched or the part crashes. A rejected React.lazy
// stays rejected, so Retry makes new lazy components for every part of the chunk, and a chunk that
// failed is requested again.
import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { LoadErrorBoundary } from './LoadErrorBoundary';

export interface LazyPartOptions {
  /** Named in the console when the part fails. */
  name: string;
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /** Shown when the chunk could not be loaded or the part crashed. */
  failed: (retry: () => void) => ReactNode;
}

export interface LazyChunk<M> {
  /** Starts the download, e.g. on hover of what opens a part; a failure shows when a part renders. */
  preload: () => void;
  /** A component that renders `pick(module)` once the chunk is there. */
  part: <P extends object>(pick: (module: M) => ComponentType<P>, options: LazyPartOptions) => ComponentType<P>;
}

export function lazyChunk<M>(load: () => Promise<M>): LazyChunk<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  const get = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  // Bumped by Retry: every part of the chunk starts over.
  let attempt = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const currentAttempt = () => attempt;
  const retry = () => {
    attempt += 1;
    listeners.forEach((listener) => listener());
  };

  function part<P extends object>(pick: (module: M) => ComponentType<P>, { name, loading, failed }: LazyPartOptions) {
    // One lazy component per attempt, for the parts that mount before the chunk is there.
    let made: { attempt: number; Part: LazyExoticComponent<ComponentType<P>> } | undefined;
    const lazyPart = () => {
      if (made?.attempt !== attempt) made = { attempt, Part: lazy(() => get().then((module) => ({ default: pick(module) }))) };
      return made.Part;
    };

    // Chosen once per mount: a chunk already there (warmed, or shown before) renders at once, with no
    // frame of its stand-in; switching later would remount the part and lose its state.
    function Body(props: P) {
      // A lazy component takes the part's props (React 18's types add a ref to them).
      const [Part] = useState(() => (loaded ? pick(loaded) : (lazyPart() as unknown as ComponentType<P>)));
      return <Part {...props} />;
    }

    function LazyPart(props: P) {
      const key = useSyncExternalStore(subscribe, currentAttempt);
      return (
        <LoadErrorBoundary key={key} name={name} fallback={failed(retry)}>
          <Suspense fallback={loading}>
            <Body {...props} />
          </Suspense>
        </LoadErrorBoundary>
      );
    }
    LazyPart.displayName = `Lazy(${name})`;
    return LazyPart;
  }

  return {
    preload: () => void get().catch(() => undefined),
    part,
  };
}
