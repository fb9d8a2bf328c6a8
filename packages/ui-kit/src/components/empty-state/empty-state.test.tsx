import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from '../icon/icon';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('renders title, description and action', () => {
    render(
      <EmptyState
        illustration={<Icon name="heart" size={96} />}
        title="Belum ada favorit"
        description="Simpan hotel yang Anda suka untuk dilihat lagi nanti."
        action={<a href="/hotel">Cari hotel</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Belum ada favorit' })).toBeInTheDocument();
    expect(screen.getByText(/Simpan hotel/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cari hotel' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <EmptyState
        illustration={<Icon name="receipt" />}
        title="Belum ada pesanan"
        description="Pesanan Anda akan muncul di sini."
      />,
    );
    await expectNoAxeViolations(container);
  });
});
