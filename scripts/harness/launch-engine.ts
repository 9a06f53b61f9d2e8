// Starts one of the three engines (engine.ts) with a fresh profile.
import { launchChromium } from './engine-chromium.ts';
import { launchFirefox } from './engine-firefox.ts';
import { launchWebKit } from './engine-webkit.ts';
import type { EngineBrowser, EngineName } from './engine.ts';

export interface EngineOptions {
  /** Default 1280×800. */
  viewport?: { width: number; height: number };
}

/** The browser `name`, started with a fresh profile. */
export async function launchEngine(name: EngineName, options: EngineOptions = {}): Promise<EngineBrowser> {
  const viewport = options.viewport ?? { width: 1280, height: 800 };
  switch (name) {
    case 'chromium':
      return launchChromium(viewport);
    case 'firefox':
      return launchFirefox(viewport);
    case 'webkit':
      return launchWebKit(viewport);
  }
}
