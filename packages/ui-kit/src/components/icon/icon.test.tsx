import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './icon';

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<Icon name="home" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image named by its title', () => {
    render(<Icon name="star" title="Bintang 5" filled />);
    const img = screen.getByRole('img', { name: 'Bintang 5' });
    expect(img).toHaveAttribute('fill', 'currentColor');
  });

  it('draws every icon the shell needs', () => {
    const needed = [
      'home',
      'receipt',
      'chat',
      'heart',
      'user',
      'arrow-left',
      'search',
      'calendar',
      'close',
      'location',
      'star',
      'bed',
    ] as const;
    for (const name of needed) expect(iconNames).toContain(name);
    const { container } = render(
      <div>
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </div>,
    );
    for (const svg of container.querySelectorAll('svg')) expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Icon name="location" /> Jakarta <Icon name="heart" title="Favorit" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
