import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './first-use.ts';

describe('onFirstUse', () => {
  it('makes the value on the first call only', () => {
    const make = vi.fn(() => ({}));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledOnce();
  });
});

describe('loading @ma/domain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('makes no Intl object: the first one loads ICU data, a cost for the first use to pay, not every page start', async () => {
    const made: string[] = [];
    const counted = (name: keyof typeof Intl) =>
      new Proxy(Intl[name] as object, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
      });
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: counted('NumberFormat'),
      DateTimeFormat: counted('DateTimeFormat'),
      RelativeTimeFormat: counted('RelativeTimeFormat'),
      ListFormat: counted('ListFormat'),
      Segmenter: counted('Segmenter'),
      PluralRules: counted('PluralRules'),
      Collator: counted('Collator'),
    });
    // What formats through ICU without an Intl object of its own.
    const formatted = (method: string) => () => {
      made.push(method);
      return '';
    };
    vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(formatted('toLocaleString'));
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const) {
      vi.spyOn(Date.prototype, method).mockImplementation(formatted(method));
    }
    vi.spyOn(String.prototype, 'localeCompare').mockImplementation(() => {
      made.push('localeCompare');
      return 0;
    });
    vi.resetModules();
    const domain = await import('./index.ts');
    expect(made).toEqual([]);
    expect(domain.formatTime('2026-03-02T12:05:00Z')).toBe('09:05');
    expect(made).toEqual(['DateTimeFormat']);
  });
});
