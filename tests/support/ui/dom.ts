// Shared set-up for the UI component tests (jsdom). Vitest globals are off, so Testing
// Library's automatic cleanup is not registered: do it here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has <dialog> but not showModal()/close(); this stands in for the browser's. Focus
// trapping and the top layer are the browser's job and are not simulated.
const dialog = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void; close?: () => void };
dialog.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
  this.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
};
dialog.close ??= function (this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

/** Sets an input's text and caret the way typing does, then fires React's onChange. */
export function typeInto(input: HTMLInputElement, value: string, caret = value.length) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, value);
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether `control` showed itself busy before a dialog was added to the page, in what `click` made
 * React do (every render it led to, in their order): a control's first answer comes in the click's
 * own render, the dialog's in a later one.
 */
export function busyBeforeDialog(control: Element, click: () => void): boolean {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  click();
  const records = observer.takeRecords();
  observer.disconnect();
  const busy = records.findIndex((record) => record.target === control && record.type === 'attributes');
  const dialog = records.findIndex((record) =>
    [...record.addedNodes].some((node) => node instanceof Element && (node.matches('dialog') || node.querySelector('dialog') !== null)),
  );
  return busy >= 0 && dialog > busy;
}
