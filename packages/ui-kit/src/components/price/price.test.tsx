import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../badge/badge';
import { PriceBox, StruckPrice } from './price';

describe('StruckPrice', () => {
  it('names the struck price for screen readers before its amount', () => {
    render(<StruckPrice label="Harga awal">Rp 1.200.000</StruckPrice>);
    // <s> has no role that Testing Library can query; its whole text is what a screen reader reads.
    expect(screen.getByText('Rp 1.200.000').closest('s')).toHaveTextContent('Harga awal Rp 1.200.000');
    expect(screen.getByText('Harga awal')).toHaveClass('nusa-visually-hidden');
  });
});

describe('PriceBox', () => {
  it('shows the price, its unit and what the caller puts above it', () => {
    render(
      <PriceBox price="Rp 850.000" unit="per kamar per malam" unavailable="Hotel penuh untuk tanggal ini">
        <Badge tone="accent">Harga member</Badge>
        <StruckPrice label="Harga umum">Rp 1.000.000</StruckPrice>
      </PriceBox>,
    );
    expect(screen.getByText('Rp 850.000')).toBeInTheDocument();
    expect(screen.getByText('per kamar per malam')).toBeInTheDocument();
    expect(screen.getByText('Harga member')).toBeInTheDocument();
    expect(screen.getByText('Rp 1.000.000').closest('s')).toHaveTextContent('Harga umum Rp 1.000.000');
    expect(screen.queryByText('Hotel penuh untuk tanggal ini')).toBeNull();
  });

  it('shows why nothing can be booked instead of a price, without what stands above a price', () => {
    render(
      <PriceBox price={null} unit="per kamar per malam" unavailable="Hotel penuh untuk tanggal ini">
        <StruckPrice label="Harga awal">Rp 1.000.000</StruckPrice>
      </PriceBox>,
    );
    expect(screen.getByText('Hotel penuh untuk tanggal ini')).toBeInTheDocument();
    expect(screen.queryByText('per kamar per malam')).toBeNull();
    expect(screen.queryByText('Rp 1.000.000', { exact: false })).toBeNull();
  });

  it('says how it is aligned', () => {
    const { container } = render(
      <PriceBox align="end" price="Rp 850.000" unit="per kamar per malam" unavailable="Penuh" />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-align', 'end');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <PriceBox price="Rp 850.000" unit="per kamar per malam" unavailable="Penuh">
          <StruckPrice label="Harga awal">Rp 1.000.000</StruckPrice>
        </PriceBox>
        <PriceBox
          align="end"
          price={null}
          unit="per kamar per malam"
          unavailable="Kamar habis, pilih tanggal lain"
        />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
