// @vitest-environment jsdom
// The agenda card in each of its states, against a mocked Graph (fetch) and a mocked second
// sign-in popup (connectCalendar). Whatever Graph does, the card explains it and offers a way on.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarView } from '../../../scripts/dev/services/calendar.ts';
import { connectCalendar } from '../../../src/platform/auth/calendar.ts';
import { prepareJakartaFormats } from '../../../src/model/time/jakarta.ts';
import { calendarConnectionAtom, type CalendarConnection } from '../../../src/platform/auth/calendar-state.ts';
import { calendarFailureReason, ProviderFailureError } from '../../../src/platform/auth/auth-errors.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import AgendaCard from '../../../src/app/pages/dashboard-home/AgendaCard.tsx';
import { AgendaSlot } from '../../../src/app/pages/dashboard-home/AgendaSlot.tsx';
import DashboardHome from '../../../src/app/pages/dashboard-home/DashboardHome.tsx';
import { agendaRange } from '../../../src/app/pages/dashboard-home/agenda.ts';
import { authAtom, tokensRenewedAtom } from '../../../src/platform/session/state.ts';
import { stubPortalEnv } from '../../support/auth/env.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

vi.mock('../../../src/platform/auth/calendar.ts', () => ({ connectCalendar: vi.fn() }));
vi.mock('../../../src/model/time/jakarta.ts', async (original) => ({
  ...(await original<typeof import('../../../src/model/time/jakarta.ts')>()),
  prepareJakartaFormats: vi.fn(),
}));

const graphUrl = 'https://graph.test/v1.0';
const timeoutMs = 300;

beforeAll(() => {
  stubPortalEnv();
  vi.stubEnv('VITE_GRAPH_URL', graphUrl);
  vi.stubEnv('VITE_API_TIMEOUT_MS', String(timeoutMs));
});

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(connectCalendar).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** What the local Graph emulation answers for the range the card asks for. */
const emulated = (input: string) => {
  const url = new URL(input);
  const events = calendarView(
    new Date(),
    Date.parse(url.searchParams.get('startDateTime')!),
    Date.parse(url.searchParams.get('endDateTime')!),
  );
  return json(200, { value: events });
};
const graphError = (status: number, code: string) => json(status, { error: { code, message: 'x' } });
/** A fetch that answers only when aborted, like a server that never replies. */
const hanging = (_input: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

const card = () => screen.getByRole('region', { name: /Agenda hari ini|Today's agenda/ });
const model = realModel('dosen');
const renderCard = (token2: string | null = 'calendar-token') => renderPage(AgendaCard, { model, auth: { token: 'portal', token2 } });

describe('agenda card', () => {
  it('loading: says so while Graph has not answered', async () => {
    fetchMock.mockImplementation(hanging);
    await renderCard();
    expect(within(card()).getByRole('status').textContent).toBe('Memuat agenda…');
    expect(card().querySelector('h2')?.textContent).toBe('Agenda hari ini');
  });

  it("while Graph answers, the page's first date format is made in a task of its own, in the interface's language", async () => {
    fetchMock.mockImplementation(hanging);
    vi.mocked(prepareJakartaFormats).mockClear();
    await renderCard();
    expect(prepareJakartaFormats).not.toHaveBeenCalled(); // not in the render's task
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(prepareJakartaFormats).toHaveBeenCalledExactlyOnceWith('id');
  });

  it('events: today and tomorrow (WIB) with time, subject, location and an Outlook link in a new tab', async () => {
    fetchMock.mockImplementation(async (input) => emulated(input));
    await renderCard();
    await within(card()).findByRole('heading', { level: 3, name: /^Hari ini/ });

    const [input, init] = fetchMock.mock.lastCall!;
    expect(input.startsWith(`${graphUrl}/me/calendarView?`)).toBe(true);
    const range = agendaRange(Date.now());
    expect(new URL(input).searchParams.get('startDateTime')).toBe(new Date(range.start).toISOString());
    expect(init?.headers).toMatchObject({ authorization: 'Bearer calendar-token', prefer: 'outlook.timezone="Asia/Jakarta"' });

    const [today, tomorrow] = within(card()).getAllByRole('list');
    const todayItems = within(today!).getAllByRole('listitem');
    expect(todayItems).toHaveLength(3);
    expect(todayItems[0]!.textContent).toContain('08.00–09.30');
    expect(todayItems[0]!.textContent).toContain('Tuweb EKMA4116 Manajemen – Sesi 3');
    expect(todayItems[0]!.textContent).toContain('Microsoft Teams');
    const link = within(todayItems[0]!).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/outlook\.office365\.com\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('Tuweb EKMA4116 Manajemen – Sesi 3'); // a distinct name per event for screen readers
    expect(within(tomorrow!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tomorrow!).getAllByRole('link')).toHaveLength(1); // one event has no webLink
    expect(within(card()).getByRole('heading', { level: 3, name: /^Besok/ })).toBeTruthy();
  });

  it('no events: says so', async () => {
    fetchMock.mockResolvedValue(json(200, { value: [] }));
    await renderCard();
    expect(await within(card()).findByText('Tidak ada agenda untuk hari ini dan besok.')).toBeTruthy();
    expect(within(card()).queryByRole('list')).toBeNull();
  });

  it('no token2: says the calendar is not connected, opens the consent popup in the click, then loads', async () => {
    fetchMock.mockImplementation(async (input) => emulated(input));
    const { store } = await renderCard(null);
    expect(card().textContent).toContain('Kalender Outlook Anda belum terhubung');
    expect(fetchMock).not.toHaveBeenCalled();

    vi.mocked(connectCalendar).mockImplementation(async (s) => {
      s.set(tokensRenewedAtom, { token: s.get(authAtom).token!, token2: 'fresh-calendar-token' });
      return true;
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(card()).getByRole('button', { name: 'Hubungkan kalender' }));
    // In the click itself, before the calendar's code has loaded: a browser opens a window only there.
    expect(open).toHaveBeenCalledWith('', expect.stringMatching(/^msal\./), expect.stringContaining('width=483'));
    await within(card()).findByRole('heading', { level: 3, name: /^Hari ini/ });
    const correlationId = (open.mock.calls[0]![1] as string).split('.').at(-1);
    expect(connectCalendar).toHaveBeenCalledWith(store, { popup: expect.objectContaining({ correlationId }), announceSuccess: true });
    expect(fetchMock.mock.lastCall?.[1]?.headers).toMatchObject({ authorization: 'Bearer fresh-calendar-token' });
  });

  it('no token2 and the popup fails: stays on the offer (the popup reports why itself)', async () => {
    await renderCard(null);
    vi.mocked(connectCalendar).mockResolvedValue(false);
    fireEvent.click(within(card()).getByRole('button', { name: 'Hubungkan kalender' }));
    await vi.waitFor(() => expect(connectCalendar).toHaveBeenCalled());
    expect(await within(card()).findByRole('button', { name: 'Hubungkan kalender' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('after a try to connect that failed (calendarConnectionAtom)', () => {
    const silent = new ProviderFailureError({ errorCode: 'provider_silent', providerHost: 'login.example.test', seconds: 15 });
    const cause = 'Server login (login.example.test) tidak menjawab dalam 15 detik';
    /** What calendar.ts records when the connection failed with `silent`. */
    const failedFor = (token: string) =>
      ({ token, status: 'failed', error: silent, reason: (s) => calendarFailureReason(silent, s) }) satisfies CalendarConnection;

    it('says the calendar is not connected and why, and offers another try: a fresh connect', async () => {
      fetchMock.mockImplementation(async (input) => emulated(input));
      const { store } = await renderCard(null);
      act(() =>
        store.set(calendarConnectionAtom, {
          token: 'portal',
          status: 'failed',
          error: silent,
          reason: (s) => calendarFailureReason(silent, s),
        }),
      );
      const alert = within(card()).getByRole('alert');
      expect(alert.querySelector('p')?.textContent).toBe(`Kalender Outlook belum terhubung: ${cause}.`);

      vi.mocked(connectCalendar).mockImplementation(async (s) => {
        s.set(calendarConnectionAtom, null);
        s.set(tokensRenewedAtom, { token: s.get(authAtom).token!, token2: 'fresh-calendar-token' });
        return true;
      });
      fireEvent.click(within(alert).getByRole('button', { name: 'Coba hubungkan lagi' }));
      await within(card()).findByRole('heading', { level: 3, name: /^Hari ini/ });
      expect(connectCalendar).toHaveBeenCalledTimes(1);
    });

    it('replaces the refusal text too, and speaks English with the interface', async () => {
      fetchMock.mockResolvedValue(graphError(401, 'InvalidAuthenticationToken'));
      const { store } = await renderCard();
      await within(card()).findByRole('alert');
      act(() => {
        store.set(calendarConnectionAtom, failedFor('portal'));
        store.set(langAtom, 'en');
      });
      const alert = within(card()).getByRole('alert');
      expect(alert.querySelector('p')?.textContent).toBe(
        'Outlook calendar not connected: The sign-in server (login.example.test) did not answer within 15 seconds.',
      );
      expect(within(alert).getByRole('button', { name: 'Try connecting again' })).toBeTruthy();
    });

    it("while sign-in connects the calendar, the button says so and takes no click; another session's record is not shown", async () => {
      const { store } = await renderCard(null);
      act(() => store.set(calendarConnectionAtom, { token: 'portal', status: 'connecting' }));
      const button = within(card()).getByRole('button');
      expect(button.textContent).toBe('Menghubungkan…');
      expect((button as HTMLButtonElement).disabled).toBe(true);

      act(() => store.set(calendarConnectionAtom, failedFor('an-earlier-session')));
      expect(within(card()).queryByRole('alert')).toBeNull();
      expect(within(card()).getByRole('button', { name: 'Hubungkan kalender' })).toBeTruthy();
    });
  });

  it.each([
    [401, 'InvalidAuthenticationToken'],
    [403, 'ErrorAccessDenied'],
  ])('token refused (%i): says so and offers to connect again, then loads', async (status, code) => {
    fetchMock.mockResolvedValueOnce(graphError(status, code)).mockImplementation(async (input) => emulated(input));
    await renderCard();
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('Kalender Outlook menolak akses portal');

    // Silent renewal may hand back the same token string: the card asks Graph again anyway.
    vi.mocked(connectCalendar).mockResolvedValue(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Hubungkan ulang kalender' }));
    await within(card()).findByRole('heading', { level: 3, name: /^Hari ini/ });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('network error: a message and a retry that loads again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(json(200, { value: [] }));
    await renderCard();
    const alert = await within(card()).findByRole('alert');
    expect(alert.textContent).toContain('kalender Outlook tidak dapat dihubungi');
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(card()).findByText('Tidak ada agenda untuk hari ini dan besok.')).toBeTruthy();
  });

  it.each([
    [
      'a server error',
      () => Promise.resolve(graphError(503, 'ServiceNotAvailable')),
      'Kalender Outlook sedang bermasalah (HTTP 503). Silakan coba lagi nanti.',
    ],
    [
      'an unreadable answer',
      () => Promise.resolve(json(200, { data: 'bukan kalender' })),
      'Jawaban kalender Outlook tidak dapat dibaca. Silakan coba lagi nanti.',
    ],
    [
      'not JSON',
      () => Promise.resolve(new Response('<html>proxy</html>', { status: 200 })),
      'Jawaban kalender Outlook tidak dapat dibaca. Silakan coba lagi nanti.',
    ],
    ['no answer in time', hanging, 'Kalender Outlook tidak merespons dalam 1 detik. Silakan coba lagi.'],
  ])('%s: says what happened, with a retry', async (_name, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(answer);
    await renderCard();
    const alert = await within(card()).findByRole('alert', {}, { timeout: timeoutMs + 2000 });
    expect(alert.querySelector('p')?.textContent).toBe(message);
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });

  it('speaks English with the interface', async () => {
    fetchMock.mockImplementation(async (input) => emulated(input));
    const { store } = await renderCard();
    act(() => store.set(langAtom, 'en'));
    expect(card().querySelector('h2')?.textContent).toBe("Today's agenda");
    const today = await within(card()).findByRole('heading', { level: 3, name: /^Today/ });
    expect(today).toBeTruthy();
    expect(card().textContent).toContain('08:00–09:30');
    expect(within(card()).getAllByRole('link')[0]!.textContent).toContain('Open in Outlook');
  });

  it('is loaded on demand by the dashboard slot', async () => {
    fetchMock.mockResolvedValue(json(200, { value: [] }));
    await renderPage(AgendaSlot, { model, auth: { token: 'portal', token2: 'calendar-token' } });
    expect(await screen.findByText('Tidak ada agenda untuk hari ini dan besok.')).toBeTruthy();
  });

  it("whose answer's reader cannot load (offline, without the service worker): the network's failure, which the card offers to retry", async () => {
    fetchMock.mockResolvedValue(json(200, { value: [] }));
    vi.resetModules();
    vi.doMock('../../../src/platform/graph/calendar-view.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { loadAgenda } = await import('../../../src/app/pages/dashboard-home/load-agenda.ts');
      expect(await loadAgenda({ graphUrl, timeoutMs }, 'calendar-token', Date.now())).toEqual({ status: 'error', reason: 'network' });
    } finally {
      vi.doUnmock('../../../src/platform/graph/calendar-view.ts');
    }
  });

  it('is left out when the deployment has no calendar (no calendar scopes)', async () => {
    vi.stubEnv('VITE_CALENDAR_SCOPES', '');
    vi.resetModules(); // env() is read once per page life
    try {
      const { default: FreshCard } = await import('../../../src/app/pages/dashboard-home/AgendaCard.tsx');
      const { container } = render(<FreshCard />);
      expect(container.innerHTML).toBe('');
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.stubEnv('VITE_CALENDAR_SCOPES', 'api://graph-dev/Calendars.Read');
    }
  });

  it('never costs the rest of the dashboard', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPage(DashboardHome, { model, nodeId: 'dashboard', auth: { token: 'portal', token2: 'calendar-token' } });
    const alert = await screen.findByRole('alert');
    expect(alert.closest('section')?.getAttribute('aria-labelledby')).toBe('agenda-card-title');
    expect(screen.getByRole('region', { name: 'Menu layanan' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('a portal without the agenda (portal.agenda absent or false) shows no card and reserves no place for one', async () => {
    expect(model.portal.agenda).toBe(true); // the lecturers' portal shows it
    const { agenda: _shown, ...withoutAgenda } = model.portal;
    for (const portal of [withoutAgenda, { ...withoutAgenda, agenda: false }]) {
      const view = await renderPage(DashboardHome, {
        model: { ...model, portal },
        nodeId: 'dashboard',
        auth: { token: 'portal', token2: 'calendar-token' },
      });
      await act(async () => {});
      expect(screen.queryByRole('region', { name: /Agenda hari ini/ })).toBeNull();
      expect(document.querySelector('.agenda-slot')).toBeNull();
      expect(screen.getByRole('region', { name: 'Menu layanan' })).toBeTruthy();
      view.unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
