// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Collapse } from '../../../src/platform/ui/collapse.tsx';
import { Tooltip } from '../../../src/platform/ui/tooltip.tsx';
import '../../support/ui/dom.ts';

describe('Collapse', () => {
  it('[R-CONST-10] animates for 300 ms by default, or the given duration', () => {
    const { container, rerender } = render(<Collapse open>Isi</Collapse>);
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--ui-collapse-duration')).toBe('300ms');
    rerender(
      <Collapse open duration={150}>
        Isi
      </Collapse>,
    );
    expect(root.style.getPropertyValue('--ui-collapse-duration')).toBe('150ms');
  });

  it('makes closed content inert (not focusable, not read)', () => {
    const { container, rerender } = render(
      <Collapse open={false}>
        <a href="#x">Tautan</a>
      </Collapse>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.open).toBe('false');
    expect(root.hasAttribute('inert')).toBe(true);
    rerender(
      <Collapse open>
        <a href="#x">Tautan</a>
      </Collapse>,
    );
    expect(root.dataset.open).toBe('true');
    expect(root.hasAttribute('inert')).toBe(false);
  });
});

describe('Tooltip', () => {
  const setup = () => {
    render(
      <Tooltip content="Pengaturan akun">
        <button type="button">Pengaturan</button>
      </Tooltip>,
    );
    return { trigger: screen.getByRole('button', { name: 'Pengaturan' }), tip: screen.getByRole('tooltip', { hidden: true }) };
  };

  it('describes its trigger', () => {
    const { trigger, tip } = setup();
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toBe('Pengaturan akun');
  });

  it('shows on hover and on focus, hides on leave and blur', () => {
    const { trigger, tip } = setup();
    expect(tip.dataset.visible).toBe('false');
    fireEvent.mouseEnter(trigger);
    expect(tip.dataset.visible).toBe('true');
    fireEvent.mouseLeave(trigger);
    expect(tip.dataset.visible).toBe('false');
    fireEvent.focus(trigger);
    expect(tip.dataset.visible).toBe('true');
    fireEvent.blur(trigger);
    expect(tip.dataset.visible).toBe('false');
  });

  it('hides on Escape and claims the key so a surrounding modal stays open', () => {
    const { trigger, tip } = setup();
    fireEvent.focus(trigger);
    const notCancelled = fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(tip.dataset.visible).toBe('false');
    expect(notCancelled).toBe(false);
    // Hidden already: Escape is left to others.
    expect(fireEvent.keyDown(trigger, { key: 'Escape' })).toBe(true);
  });
});
