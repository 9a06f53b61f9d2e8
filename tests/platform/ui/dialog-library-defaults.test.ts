// @vitest-environment jsdom
// The real sweetalert2 through the portal's mixin: its own validation messages still show
// (docs/requirements.md R-INPUT-13, R-ERR-8: "Invalid email address", "Invalid URL").
import { afterEach, describe, expect, it } from 'vitest';
import { dialog } from '../../../src/platform/ui/dialogs.ts';

async function validationMessageFor(input: 'email' | 'url', value: string) {
  void dialog.fire({ input, inputValue: value, animation: false });
  const confirm = await waitFor(() => document.querySelector<HTMLButtonElement>('.swal2-confirm'));
  confirm.click();
  const message = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.swal2-validation-message');
    return element?.textContent ? element : null;
  });
  return message.textContent;
}

async function waitFor<T>(find: () => T | null, timeout = 2000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - start > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sweetalert2 defaults kept by the dialog mixin', () => {
  afterEach(async () => {
    const Swal = (await import('sweetalert2')).default;
    Swal.close();
    // sweetalert2 gives focus back 100 ms after closing (RESTORE_FOCUS_TIMEOUT): on a timer that,
    // left running, fires after the test file's DOM is gone.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });

  it('"Invalid email address" for an email input', async () => {
    expect(await validationMessageFor('email', 'bukan-email')).toBe('Invalid email address');
  });

  it('"Invalid URL" for a URL input', async () => {
    expect(await validationMessageFor('url', 'bukan url')).toBe('Invalid URL');
  });
});
