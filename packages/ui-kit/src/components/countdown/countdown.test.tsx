import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatRemaining, milestoneOf } from './countdown';

const START = Date.UTC(2026, 10, 25, 3, 0, 0);

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('formats minutes, and hours from an hour up', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(29 * 60_000 + 59_000)).toBe('29:59');
    expect(formatRemaining(24 * 3_600_000 - 1000)).toBe('23:59:59');
    // Hours from an hour up (a virtual account is paid within 24 hours), and a started second rounds up.
    expect(formatRemaining(24 * 3_600_000)).toBe('24:00:00');
    expect(formatRemaining(3_600_000)).toBe('01:00:00');
    expect(formatRemaining(3_599_000)).toBe('59:59');
    expect(formatRemaining(1)).toBe('00:01');
  });

  it('counts down every second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(<Countdown endsAt={START + 3000} label="Bayar sebelum waktu habis" onEnd={onEnd} />);
    const timer = screen.getByRole('timer', { name: 'Bayar sebelum waktu habis' });
    expect(timer).toHaveTextContent('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('announces the 10, 5 and 1 minute marks only', () => {
    render(
      <Countdown
        endsAt={START + 10 * 60_000 + 1000}
        label="Sisa waktu"
        announce={(m) => `Sisa ${m} menit.`}
      />,
    );
    const live = screen.getByText('', { selector: '[aria-live="polite"]' });
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(2000));
    expect(live).toHaveTextContent('Sisa 10 menit.');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(live).toHaveTextContent('Sisa 5 menit.');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(
      <Countdown endsAt={Date.now() + 60_000} label="Bayar sebelum waktu habis" />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('milestoneOf', () => {
  it('marks 10, 5 and 1 minutes left, and the end', () => {
    expect(milestoneOf(30 * 60_000)).toBeNull();
    expect(milestoneOf(10 * 60_000)).toBe(10);
    expect(milestoneOf(6 * 60_000)).toBe(10);
    expect(milestoneOf(5 * 60_000)).toBe(5);
    expect(milestoneOf(61_000)).toBe(5);
    expect(milestoneOf(60_000)).toBe(1);
    expect(milestoneOf(0)).toBe(0);
  });
});
