// "Agenda hari ini": the lecturer's Outlook events of today and tomorrow (WIB) from Microsoft
// Graph's calendarView, read with the calendar token (token2). Every failure stays inside the
// card with a way forward (connect, connect again, retry); the dashboard around it never breaks.
import { useStore } from 'jotai';
import { useStoreValue } from '../../../platform/core/use-store-value.ts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { langAtom, type Lang, type Texts } from '../../../platform/i18n/lang.ts';
import { useLang, useTexts } from '../../../platform/i18n/use-texts.ts';
import { calendarConnectionAtom, connectionOf } from '../../../platform/auth/calendar-state.ts';
import { authAtom } from '../../../platform/session/state.ts';
import { calendarScopes, reservePopup } from '../../../platform/auth/reserve-popup.ts';
import { Button } from '../../../platform/ui/button.tsx';
import { formatJakartaDate, prepareJakartaFormats } from '../../../model/time/jakarta.ts';
import { Card, CardContent } from '../../../platform/ui/card.tsx';
import { formatEventTime, groupByDay, type AgendaEvent, type AgendaRange } from './agenda.ts';
import { calendarConfig, loadAgenda, type AgendaResult, type CalendarConfig, type ErrorReason } from './load-agenda.ts';
import './agenda.css';

type CardState = { status: 'loading' } | AgendaResult;

interface AgendaTexts {
  heading: string;
  today: string;
  tomorrow: string;
  loading: string;
  notConnected: string;
  connect: string;
  connecting: string;
  /** The last try to connect failed: `reason` is its cause, as a clause (calendar-state.ts). */
  connectFailed: (reason: string) => string;
  connectAgain: string;
  refused: string;
  reconnect: string;
  network: string;
  timeout: (seconds: number) => string;
  status: (status: number) => string;
  format: string;
  retry: string;
  empty: string;
  dayEmpty: string;
  noSubject: string;
  location: string;
  open: string;
  newTab: string;
}

const agendaTexts = {
  id: {
    heading: 'Agenda hari ini',
    today: 'Hari ini',
    tomorrow: 'Besok',
    loading: 'Memuat agenda…',
    notConnected: 'Kalender Outlook Anda belum terhubung dengan portal, jadi agenda belum dapat ditampilkan.',
    connect: 'Hubungkan kalender',
    connecting: 'Menghubungkan…',
    connectFailed: (reason) => `Kalender Outlook belum terhubung: ${reason}.`,
    connectAgain: 'Coba hubungkan lagi',
    refused:
      'Kalender Outlook menolak akses portal: izin kalender sudah kedaluwarsa atau dicabut. Hubungkan kalender lagi untuk melihat agenda.',
    reconnect: 'Hubungkan ulang kalender',
    network: 'Agenda tidak dapat dimuat karena kalender Outlook tidak dapat dihubungi. Periksa koneksi internet Anda lalu coba lagi.',
    timeout: (seconds) => `Kalender Outlook tidak merespons dalam ${seconds} detik. Silakan coba lagi.`,
    status: (status) => `Kalender Outlook sedang bermasalah (HTTP ${status}). Silakan coba lagi nanti.`,
    format: 'Jawaban kalender Outlook tidak dapat dibaca. Silakan coba lagi nanti.',
    retry: 'Coba lagi',
    empty: 'Tidak ada agenda untuk hari ini dan besok.',
    dayEmpty: 'Tidak ada agenda.',
    noSubject: '(tanpa judul)',
    location: 'Lokasi: ',
    open: 'Buka di Outlook',
    newTab: ' (membuka tab baru)',
  },
  en: {
    heading: "Today's agenda",
    today: 'Today',
    tomorrow: 'Tomorrow',
    loading: 'Loading the agenda…',
    notConnected: 'Your Outlook calendar is not connected to the portal yet, so the agenda cannot be shown.',
    connect: 'Connect calendar',
    connecting: 'Connecting…',
    connectFailed: (reason) => `Outlook calendar not connected: ${reason}.`,
    connectAgain: 'Try connecting again',
    refused:
      'Outlook refused the portal access to your calendar: the permission has expired or was withdrawn. Connect the calendar again to see your agenda.',
    reconnect: 'Connect calendar again',
    network: 'The agenda could not be loaded because the Outlook calendar cannot be reached. Check your internet connection and try again.',
    timeout: (seconds) => `The Outlook calendar did not answer within ${seconds} seconds. Please try again.`,
    status: (status) => `The Outlook calendar has a problem (HTTP ${status}). Please try again later.`,
    format: 'The Outlook calendar sent an answer the portal cannot read. Please try again later.',
    retry: 'Try again',
    empty: 'No events today or tomorrow.',
    dayEmpty: 'No events.',
    noSubject: '(no title)',
    location: 'Location: ',
    open: 'Open in Outlook',
    newTab: ' (opens in a new tab)',
  },
} satisfies Texts<AgendaTexts>;

const errorText = (t: AgendaTexts, error: ErrorReason) =>
  error.reason === 'timeout' ? t.timeout(error.seconds) : error.reason === 'status' ? t.status(error.httpStatus) : t[error.reason];

function EventItem({ event, dayStart, lang, t }: { event: AgendaEvent; dayStart: number; lang: Lang; t: AgendaTexts }) {
  const subject = event.subject || t.noSubject;
  return (
    <li className="agenda-event">
      <time className="agenda-event__time" dateTime={new Date(event.start).toISOString()}>
        {formatEventTime(event, dayStart, lang)}
      </time>
      <div className="agenda-event__text">
        <p className="agenda-event__subject">{subject}</p>
        {event.location && (
          <p className="agenda-event__location">
            <span className="ui-visually-hidden">{t.location}</span>
            {event.location}
          </p>
        )}
        {event.webLink && (
          <a className="agenda-event__link" href={event.webLink} target="_blank" rel="noopener noreferrer">
            {t.open}
            <span className="ui-visually-hidden">
              : {subject}
              {t.newTab}
            </span>
            <span aria-hidden="true"> ↗</span>
          </a>
        )}
      </div>
    </li>
  );
}

function AgendaList({ events, range, lang, t }: { events: AgendaEvent[]; range: AgendaRange; lang: Lang; t: AgendaTexts }) {
  if (events.length === 0) return <p className="agenda-card__note">{t.empty}</p>;
  return (
    <>
      {groupByDay(events, range).map((day) => (
        <div className="agenda-day" key={day.start}>
          <h3 className="agenda-day__title">
            {day.offset === 0 ? t.today : t.tomorrow}
            <span className="agenda-day__date">{formatJakartaDate(day.start, lang, 'weekday')}</span>
          </h3>
          {day.events.length === 0 ? (
            <p className="agenda-card__note">{t.dayEmpty}</p>
          ) : (
            <ul className="agenda-day__events">
              {day.events.map((event) => (
                <EventItem key={event.id} event={event} dayStart={day.start} lang={lang} t={t} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </>
  );
}

function Agenda({ config }: { config: CalendarConfig }) {
  const store = useStore();
  const { token, token2 } = useStoreValue(authAtom);
  // Sign-in's last step or an earlier click: connecting now, or why the last try failed.
  const connection = connectionOf(useStoreValue(calendarConnectionAtom), token);
  const lang = useLang();
  const t = useTexts(agendaTexts);
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [clicked, setClicked] = useState(false);
  const connecting = clicked || connection?.status === 'connecting';

  useEffect(() => {
    if (!token2) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadAgenda(config, token2, Date.now(), controller.signal).then(
      (result) => setState(result),
      () => undefined, // aborted: a newer load or the page left
    );
    // While the calendar answers: the page's first date format, out of the list's render; slow to make
    // where the warm-up worker (platform/i18n/warm-date-formats.ts) could not load the date data first.
    const prepare = setTimeout(() => prepareJakartaFormats(store.get(langAtom)), 0);
    return () => {
      controller.abort();
      clearTimeout(prepare);
    };
  }, [config, token2, attempt, store]);

  // The calendar scopes, in a popup this click opens at once (before any code is loaded: a browser
  // opens a window only in the click); a fresh request on every click, ending within the deadlines
  // of platform/auth. A failure is a toast and calendarConnectionAtom.
  const connect = async () => {
    const popup = reservePopup(calendarScopes());
    setClicked(true);
    try {
      const { connectCalendar } = await import('../../../platform/auth/calendar.ts').catch((error: unknown) => {
        popup.release();
        throw error;
      });
      if (await connectCalendar(store, { popup, announceSuccess: true })) setAttempt((n) => n + 1);
    } finally {
      setClicked(false);
    }
  };
  const failure = connection?.status === 'failed' ? t.connectFailed(connection.reason(store)) : null;
  /** The offer to connect: `text` unless the last try failed, which says why and offers another. */
  const connectOffer = (text: string, label: string, role?: 'alert') => (
    <div className={failure ? 'agenda-card__state agenda-card__state--error' : 'agenda-card__state'} role={failure ? 'alert' : role}>
      <p>{failure ?? text}</p>
      <Button type="button" onClick={() => void connect()} loading={connecting} loadingText={t.connecting}>
        {failure ? t.connectAgain : label}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (!token2) {
    body = connectOffer(t.notConnected, t.connect);
  } else if (state.status === 'loading') {
    body = (
      <p className="agenda-card__note" role="status">
        {t.loading}
      </p>
    );
  } else if (state.status === 'refused') {
    body = connectOffer(t.refused, t.reconnect, 'alert');
  } else if (state.status === 'error') {
    body = (
      <div className="agenda-card__state agenda-card__state--error" role="alert">
        <p>{errorText(t, state)}</p>
        <Button type="button" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t.retry}
        </Button>
      </div>
    );
  } else {
    body = <AgendaList events={state.events} range={state.range} lang={lang} t={t} />;
  }

  return (
    <Card
      className="agenda-card"
      aria-labelledby="agenda-card-title"
      headingLevel={2}
      title={<span id="agenda-card-title">{t.heading}</span>}
    >
      <CardContent>{body}</CardContent>
    </Card>
  );
}

export default function AgendaCard() {
  const config = useMemo(calendarConfig, []);
  return config ? <Agenda config={config} /> : null;
}
