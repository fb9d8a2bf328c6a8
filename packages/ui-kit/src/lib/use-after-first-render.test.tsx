import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstRender } from './use-after-first-render';

function Page({ commits }: { commits: boolean[] }) {
  const rest = useAfterFirstRender();
  commits.push(rest);
  return (
    <main>
      <h1>Above the fold</h1>
      {rest ? <section aria-label="Below the fold" /> : null}
    </main>
  );
}

describe('useAfterFirstRender', () => {
  it('is false on the first render and true on the next, without any input', async () => {
    const commits: boolean[] = [];
    await act(async () => {
      render(<Page commits={commits} />);
    });
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
    expect(screen.getByRole('region', { name: 'Below the fold' })).toBeInTheDocument();
  });
});
