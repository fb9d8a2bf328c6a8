import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_FADE_MS, PROGRESS_FINISH_MS, ProgressBar } from './progress-bar';

const bar = () => screen.queryByRole('progressbar', { name: 'Memuat halaman' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays hidden for activity shorter than the throttle', () => {
    const { rerender } = render(<ProgressBar active aria-label="Memuat halaman" />);
    advance(199);
    expect(bar()).toBeNull();
    rerender(<ProgressBar active={false} aria-label="Memuat halaman" />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('appears after the throttle, creeps towards 90 % and never passes it while active', () => {
    render(<ProgressBar active aria-label="Memuat halaman" throttleMs={200} durationMs={5000} />);
    advance(200);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    advance(1000);
    const early = Number(bar()?.getAttribute('aria-valuenow'));
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(90);
    advance(4000);
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
    advance(20_000);
    expect(bar()).toHaveAttribute('aria-valuenow', '90');
  });

  it('completes to 100 % and fades out when activity stops', () => {
    const { rerender } = render(<ProgressBar active aria-label="Memuat halaman" />);
    advance(1500);
    rerender(<ProgressBar active={false} aria-label="Memuat halaman" />);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).not.toHaveAttribute('data-fading');
    advance(PROGRESS_FINISH_MS);
    expect(bar()).toHaveAttribute('data-fading');
    advance(PROGRESS_FADE_MS);
    expect(bar()).toBeNull();
  });

  it('respects a custom throttle', () => {
    render(<ProgressBar active aria-label="Memuat halaman" throttleMs={500} />);
    advance(400);
    expect(bar()).toBeNull();
    advance(100);
    expect(bar()).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBar active throttleMs={0} aria-label="Memuat halaman" />);
    advance(0);
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
