import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyProgress } from './navigation-progress.tsx';

describe('LazyProgress', () => {
  it('renders nothing until a load starts, then the bar once the load outlasts the 200 ms throttle', async () => {
    const { rerender, container } = render(<LazyProgress active={false} label="Memuat halaman" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<LazyProgress active label="Memuat halaman" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Memuat halaman' })).toBeInTheDocument();
  });
});
