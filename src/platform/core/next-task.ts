// A task boundary: long work split at one lets the browser answer input and paint in between,
// where a promise's continuation (a microtask) would run on without a pause.
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
