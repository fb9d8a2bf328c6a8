import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, ToastViewport } from './toast';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses role="status" for info/success and role="alert" for warning/danger', () => {
    render(
      <ToastViewport>
        <Toast tone="success" onClose={() => {}} closeLabel="Tutup">
          Kode promo disalin
        </Toast>
        <Toast tone="danger" onClose={() => {}} closeLabel="Tutup">
          Email atau kata sandi salah
        </Toast>
      </ToastViewport>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Kode promo disalin');
    expect(screen.getByRole('alert')).toHaveTextContent('Email atau kata sandi salah');
  });

  it('auto-dismisses after duration', () => {
    const onClose = vi.fn();
    render(
      <Toast onClose={onClose} duration={3000} closeLabel="Tutup">
        Tersimpan
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses while hovered and resumes with the time left', () => {
    const onClose = vi.fn();
    render(
      <Toast onClose={onClose} duration={3000} closeLabel="Tutup">
        Tersimpan
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays with duration 0 and closes with its button', () => {
    const onClose = vi.fn();
    render(
      <Toast onClose={onClose} duration={0} closeLabel="Tutup notifikasi">
        Tetap
      </Toast>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('portals the viewport to <body>', () => {
    const { container } = render(
      <ToastViewport position="bottom">
        <Toast onClose={() => {}} closeLabel="Tutup" title="Info">
          Halo
        </Toast>
      </ToastViewport>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('InfoHalo');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    render(
      <ToastViewport>
        <Toast tone="info" onClose={() => {}} closeLabel="Tutup" title="Info">
          Halo
        </Toast>
        <Toast tone="warning" onClose={() => {}} closeLabel="Tutup">
          Sesi hampir habis
        </Toast>
      </ToastViewport>,
    );
    await expectNoAxeViolations(document.body);
  });
});
