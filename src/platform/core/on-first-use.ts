// A value built the first time it is asked for, then kept: for work a module should not do when it
// is evaluated (a schema built while the first page loads costs a task the lecturer may click in).

/** `build`'s value, built at the first call and the same at every call after it. */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
