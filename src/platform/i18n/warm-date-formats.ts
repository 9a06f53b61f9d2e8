// The first Intl.DateTimeFormat of a page loads the date data of its locale: 70–100 ms of one task
// on a slow phone (CPU 4× here), after which every format takes a fraction of a millisecond. That
// data is the browser's, shared by its threads: a worker that makes one format first takes that
// load off the page's thread, where it would hold up a click (the agenda words its dates while the
// app takes over). Where a browser keeps it per thread, the page loads it as before. The language's
// locale is the worker's to find (time/jakarta.ts), so that none of that code loads before the paint.
import workerUrl from './date-formats.worker.ts?worker&url';

/** The warm-up worker's script, allowed by the Trusted Types policy (src/platform/core/trusted-types.ts). */
export const DATE_FORMATS_WORKER_URL = workerUrl;

/** Loads the date data of `lang` (the page's language, `<html lang>`) in a worker. */
export function warmDateFormats(lang: string): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(workerUrl).postMessage(lang);
  } catch (error) {
    console.warn('[dates] no warm-up worker; the page loads its date data itself', error);
  }
}
