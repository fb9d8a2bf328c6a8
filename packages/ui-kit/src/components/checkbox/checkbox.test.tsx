import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

const terms = (
  <>
    Saya setuju dengan <a href="/terms-and-conditions">Syarat & Ketentuan</a> dan{' '}
    <a href="/privacy-and-policy">Kebijakan Privasi</a>
  </>
);

describe('Checkbox', () => {
  it('takes a rich label and toggles', async () => {
    render(<Checkbox label={terms} />);
    const box = screen.getByRole('checkbox', { name: /Saya setuju dengan Syarat & Ketentuan/ });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/privacy-and-policy',
    );
  });

  it('links the error', () => {
    render(
      <Checkbox label="Kirimi saya promo" description="Maks. 2 email per minggu" error="Harus dicentang" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Kirimi saya promo' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Maks. 2 email per minggu Harus dicentang');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <form>
        <Checkbox label="Berlangganan newsletter" defaultChecked />
        <Checkbox label={terms} error="Anda harus menyetujui syarat" />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
