import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

function Adults({ initial = 2 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Stepper
      label="Dewasa"
      description="Usia 12 tahun ke atas"
      value={value}
      onChange={setValue}
      min={1}
      max={3}
      decrementLabel="Kurangi dewasa"
      incrementLabel="Tambah dewasa"
    />
  );
}

describe('Stepper', () => {
  it('is a group named by its label', () => {
    render(<Adults />);
    expect(screen.getByRole('group', { name: 'Dewasa' })).toHaveAccessibleDescription(
      'Usia 12 tahun ke atas',
    );
  });

  it('increments and decrements within bounds', async () => {
    const user = userEvent.setup();
    render(<Adults />);
    const plus = screen.getByRole('button', { name: 'Tambah dewasa' });
    const minus = screen.getByRole('button', { name: 'Kurangi dewasa' });
    const value = screen.getByRole('status');
    await user.click(plus);
    expect(value).toHaveTextContent('3');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(value).toHaveTextContent('3');
    expect(plus).toHaveFocus();
    await user.click(minus);
    await user.click(minus);
    expect(value).toHaveTextContent('1');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    expect(value).toHaveTextContent('1');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Adults />);
    await expectNoAxeViolations(container);
  });
});
