import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** The browser's frames and its paint entries, both under the test's control. */
function browser() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const painted = new Set<string>();
  const clock = { now: 100 };
  vi.stubGlobal('performance', { now: () => clock.now, getEntriesByName: (name: string) => (painted.has(name) ? [{ name }] : []) });
  const nextFrame = () => frames.shift()?.(0);
  return { frames, painted, clock, nextFrame };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('starts in the task after the frame that finds the first contentful paint presented, not at an earlier frame', () => {
    vi.useFakeTimers();
    const { painted, nextFrame } = browser();
    const start = vi.fn();
    afterFirstPaint(start);
    nextFrame();
    nextFrame();
    painted.add('first-paint');
    nextFrame();
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();
    painted.add('first-contentful-paint');
    nextFrame();
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once when that paint came before the script ran', () => {
    vi.useFakeTimers();
    const { painted, frames } = browser();
    painted.add('first-contentful-paint');
    const start = vi.fn();
    afterFirstPaint(start);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('starts 5 s after the navigation when no paint is reported (a browser without paint timing)', () => {
    vi.useFakeTimers();
    const { frames, clock, nextFrame } = browser();
    const start = vi.fn();
    afterFirstPaint(start);
    clock.now = 5000;
    nextFrame();
    vi.runAllTimers();
    expect(start).not.toHaveBeenCalled();
    clock.now = 5001;
    nextFrame();
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('starts at once in a hidden tab, which paints nothing and runs no frames', () => {
    vi.useFakeTimers();
    const { frames } = browser();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const start = vi.fn();
    afterFirstPaint(start);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });
});
