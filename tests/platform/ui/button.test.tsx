// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/platform/ui/button.tsx';
import '../../support/ui/dom.ts';

describe('Button', () => {
  it('[R-ERR-7] while loading shows "Mohon Tunggu...", is disabled and busy', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Simpan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Mohon Tunggu...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Simpan')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is a primary, clickable type="button" by default', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Simpan</Button>);
    const button = screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toContain('ui-button--primary');
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('accepts another loading text and a decorative icon', () => {
    render(
      <Button icon="download" loading loadingText="Mengunduh...">
        Unduh
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Mengunduh...' })).toBeTruthy();
  });
});
