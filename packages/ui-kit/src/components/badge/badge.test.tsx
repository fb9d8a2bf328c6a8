import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, CountBadge, formatCount } from './badge';

describe('Badge', () => {
  it('renders its label with a tone', () => {
    render(<Badge tone="success">Lunas</Badge>);
    expect(screen.getByText('Lunas')).toHaveAttribute('data-tone', 'success');
  });
});

describe('CountBadge', () => {
  it('shows 9+ above 9 and keeps the full count in its accessible name', () => {
    render(<CountBadge count={12} aria-label="12 pesan belum dibaca" />);
    const badge = screen.getByRole('img', { name: '12 pesan belum dibaca' });
    expect(badge).toHaveTextContent('9+');
  });

  it('shows the number up to max', () => {
    render(<CountBadge count={9} aria-label="9 pesan belum dibaca" />);
    expect(screen.getByRole('img')).toHaveTextContent(/^9$/);
  });

  it('honours a custom max', () => {
    expect(formatCount(100, 99)).toBe('99+');
    expect(formatCount(99, 99)).toBe('99');
  });

  it('hides at zero unless showZero', () => {
    const { rerender } = render(<CountBadge count={0} aria-label="Tidak ada pesan" />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<CountBadge count={0} showZero aria-label="Tidak ada pesan" />);
    expect(screen.getByRole('img', { name: 'Tidak ada pesan' })).toHaveTextContent('0');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Badge tone="accent">Promo</Badge>
        <Badge tone="danger" solid>
          Habis
        </Badge>
        <a href="/chat">
          Chat <CountBadge count={14} aria-label="14 pesan belum dibaca" />
        </a>
      </div>,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole('link')).toHaveAccessibleName('Chat 14 pesan belum dibaca');
  });
});
