interface LoaderContext {
  emitWarning(error: Error): void;
  resourcePath: string;
}
declare function pureReactCallsLoader(this: LoaderContext, source: string): string;
declare namespace pureReactCallsLoader {
  function markPureReactCalls(source: string): { code: string; marked: number };
}
export = pureReactCallsLoader;
