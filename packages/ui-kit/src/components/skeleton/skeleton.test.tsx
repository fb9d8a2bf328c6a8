import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology in every shape', () => {
    const { container } = render(
      <div>
        <Skeleton />
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="text" lines={3} />
      </div>,
    );
    const root = container.firstElementChild as HTMLElement;
    for (const child of root.children) expect(child).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the requested number of text lines', () => {
    const { container } = render(<Skeleton shape="text" lines={4} />);
    expect(container.firstElementChild?.childElementCount).toBe(4);
  });

  it('sizes circles from width', () => {
    const { container } = render(<Skeleton shape="circle" width={48} />);
    expect(container.firstElementChild).toHaveStyle({ width: '48px', height: '48px' });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div aria-busy="true">
        <Skeleton height={160} />
        <Skeleton shape="text" lines={2} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
