import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './whenIdle';

afterEach(() => {
  vi.useRealTimers();
});

describe('onFirstInteraction', () => {
  it('runs the task once, in a task of its own after the interaction that set it off', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const handledFirst = vi.fn(() => expect(task).not.toHaveBeenCalled());
    document.addEventListener('keydown', handledFirst);
    onFirstInteraction(task);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    // The key itself is handled first: the task (a download to start) waits for the next task.
    expect(handledFirst).toHaveBeenCalledTimes(1);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', handledFirst);
  });

  it('runs nothing once cancelled, even if the interaction came just before', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = onFirstInteraction(task);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    cancel();
    vi.runAllTimers();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
