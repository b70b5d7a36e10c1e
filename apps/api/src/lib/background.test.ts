import { describe, expect, it } from 'vitest';
import { createBackground } from './background.ts';
import type { Logger } from './logger.ts';

const recordingLogger = () => {
  const errors: string[] = [];
  const logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: () => undefined,
    error: (message: string) => void errors.push(message),
  } as unknown as Logger;
  return { logger, errors };
};

describe('createBackground', () => {
  it('runs a task without the caller waiting, and idle() waits for it', async () => {
    const { logger } = recordingLogger();
    const background = createBackground(logger);
    const done: string[] = [];
    background.run('slow', () => new Promise<void>((resolve) => setTimeout(() => resolve(void done.push('slow')), 20)));
    expect(done).toEqual([]);
    await background.idle();
    expect(done).toEqual(['slow']);
  });

  it('logs a failed task instead of losing it, and keeps going', async () => {
    const { logger, errors } = recordingLogger();
    const background = createBackground(logger);
    background.run('mail', () => Promise.reject(new Error('smtp down')));
    background.run('thrown', () => {
      throw new Error('sync');
    });
    await background.idle();
    expect(errors.sort()).toEqual(['background: mail failed', 'background: thrown failed']);
  });

  it('waits for work started while it waits', async () => {
    const { logger } = recordingLogger();
    const background = createBackground(logger);
    const done: string[] = [];
    background.run('first', async () => {
      background.run('second', async () => void done.push('second'));
    });
    await background.idle();
    expect(done).toEqual(['second']);
  });
});
