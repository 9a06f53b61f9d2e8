// The warm-up worker of warm-date-formats.ts: makes the first date format in the page's language
// (none for a language the portal has no dates in), which loads the date data that the page's own
// formats then find ready, and ends.
import { localeOf, prepareJakartaFormats, type TimeLang } from '../../model/time/jakarta.ts';

self.onmessage = (event: MessageEvent<string>) => {
  if (Object.hasOwn(localeOf, event.data)) prepareJakartaFormats(event.data as TimeLang);
  self.close();
};
