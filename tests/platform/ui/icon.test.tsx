// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconKeys } from '../../../schema/vocabulary.ts';
import { Icon } from '../../../src/platform/ui/icon.tsx';
import { icons } from '../../../src/platform/ui/icon-set.ts';
import { iconSprite } from '../../../src/platform/ui/icon-sprite.ts';
import '../../support/ui/dom.ts';

describe('Icon', () => {
  it('has an icon for every manifest icon key', () => {
    for (const key of iconKeys) expect(icons[key], key).toBeTruthy();
  });

  it('[R-CONST-13] covers the required icons (social links, calendar, user, wallet, settings, print, download, upload, search, edit, delete, envelope, phone)', () => {
    const spec = [
      'share',
      'at-sign',
      'globe',
      'link',
      'calendar',
      'user',
      'wallet',
      'settings',
      'print',
      'download',
      'upload',
      'search',
      'edit',
      'delete',
      'envelope',
      'phone',
    ] as const;
    for (const key of spec) expect(icons[key], key).toBeTruthy();
  });

  it('is hidden from screen readers unless labelled', () => {
    const { container } = render(
      <>
        <Icon name="calendar" />
        <Icon name="print" label="Cetak" />
      </>,
    );
    const [decorative, labelled] = Array.from(container.querySelectorAll('svg'));
    expect(decorative?.getAttribute('aria-hidden')).toBe('true');
    expect(decorative?.getAttribute('role')).toBeNull();
    expect(labelled?.getAttribute('role')).toBe('img');
    expect(labelled?.getAttribute('aria-label')).toBe('Cetak');
    expect(labelled?.getAttribute('aria-hidden')).toBeNull();
  });

  it('draws from the page sprite, which has a symbol for every icon', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), 'image/svg+xml');
    const { container } = render(<Icon name="home" />);
    const href = container.querySelector('use')?.getAttribute('href');
    expect(href).toBe('#icon-home');
    for (const name of Object.keys(icons)) {
      const symbol = sprite.getElementById(`icon-${name}`);
      expect(symbol?.tagName, name).toBe('symbol');
      expect(symbol?.querySelector('path, circle, rect, line, polyline, polygon, ellipse'), name).not.toBeNull();
    }
  });
});
