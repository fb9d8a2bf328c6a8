import { describe, expect, it } from 'vitest';
import { startInTurn } from './in-turn';

/** Resolves after `n` macrotasks (timers run after the messages already posted). */
const tasks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('startInTurn', () => {
  it('runs nothing in the current task, then each start in order, one task apart', async () => {
    const ran: string[] = [];
    let sync = true;
    const order: boolean[] = [];
    startInTurn([
      () => {
        ran.push('hotel');
        order.push(sync);
      },
      () => ran.push('photos'),
      () => ran.push('rooms'),
    ]);
    sync = false;
    expect(ran).toEqual([]);
    await tasks(10);
    expect(ran).toEqual(['hotel', 'photos', 'rooms']);
    expect(order).toEqual([false]);
  });

  it('gives each start a task of its own', async () => {
    const ran: string[] = [];
    let secondRanFirst: boolean | undefined;
    startInTurn([
      () => {
        ran.push('first');
        // Runs at the end of the first start's task: before the second start only if that is a later task.
        queueMicrotask(() => {
          secondRanFirst = ran.includes('second');
        });
      },
      () => ran.push('second'),
    ]);
    await tasks(10);
    expect(ran).toEqual(['first', 'second']);
    expect(secondRanFirst).toBe(false);
  });

  it('drops the starts not yet run when cancelled', async () => {
    const ran: string[] = [];
    const cancel = startInTurn([
      () => {
        ran.push('first');
        cancel();
      },
      () => ran.push('second'),
    ]);
    await tasks(10);
    expect(ran).toEqual(['first']);

    const never = startInTurn([() => ran.push('never')]);
    never();
    await tasks(10);
    expect(ran).toEqual(['first']);
  });
});
