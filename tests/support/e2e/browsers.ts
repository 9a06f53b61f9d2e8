// Browsers with or without a service worker, for the tests of deployments and of the connection
// coming back (deploy.e2e.ts, back-online.e2e.ts). Without one is Playwright's own switch
// (serviceWorkers: 'block': the page's register() gets no registration), chosen per browser here,
// per file with the harness's launchBrowser (scripts/harness/browser.ts); the rest is as there: Debian
// Chromium with its popup blocker on (chromiumLaunchOptions), a fresh profile, no request interception (with it, Chromium here sometimes kept a new
// worker waiting, see pwa.e2e.ts), and the CSP and page-error collectors of every other test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { chromiumLaunchOptions, collectCspViolations, type CspViolation, watchPopupAttempts } from '../../../scripts/harness/browser.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { checkCspEachTest, expandGroup, sidebar } from './session.ts';

export interface Tab {
  context: BrowserContext;
  page: Page;
}

/**
 * Browsers opened with `open`, closed with the file; their CSP violations (each test fails on
 * one it does not expect) and page errors for its last tests.
 */
export function useBrowsers() {
  const opened: { context: BrowserContext; dir: string }[] = [];
  const collected: CspViolation[][] = [];
  const pageErrors: string[] = [];
  const allCsp = () => collected.flat();
  const expectCspViolation = checkCspEachTest(allCsp);
  afterAll(async () => {
    for (const { context, dir } of opened) {
      await context.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });
  return {
    async open({ worker }: { worker: boolean }): Promise<Tab> {
      const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-profile-'));
      const context = await chromium.launchPersistentContext(dir, {
        ...chromiumLaunchOptions(dir),
        viewport: { width: 1280, height: 800 },
        serviceWorkers: worker ? 'allow' : 'block',
      });
      opened.push({ context, dir });
      await watchPopupAttempts(context);
      collected.push(await collectCspViolations(context));
      const watch = (page: Page) => page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      const page = context.pages()[0] ?? (await context.newPage());
      return { context, page };
    },
    allCsp,
    expectCspViolation,
    allPageErrors: () => pageErrors,
  };
}

/** The error view of a page that failed to load: its cause (src/shell/views/RouteError.tsx) and its text. */
export const failureView = (page: Page) => page.locator('main [role="alert"][data-failure]');

/** Counts the page's loads from now on (the first load of a document, every reload). */
export function countLoads(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('load', () => counter.count++);
  return counter;
}

/** Opens the internal page `id` from the sidebar, as a lecturer does: its groups, then its link. */
export async function openThroughMenu(page: Page, model: PortalModel, id: string): Promise<void> {
  const node = (nodeId: string) => model.nodes[nodeId]!;
  const groups: string[] = [];
  for (let parent = node(id).parent; parent && parent !== model.portal.home; parent = node(parent).parent) groups.unshift(parent);
  for (const group of groups) await expandGroup(page, node(group).label);
  await sidebar(page)
    .getByRole('link', { name: node(id).label, exact: true })
    .click();
}
