import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from '../schemas/index.ts';
import { keyCasingCases } from '../testing/key-casing-cases.ts';
import { camelKey, camelPath, snakeKey, snakePath, toCamelKeys, toSnakeKeys } from './casing.ts';

describe('the key-casing rule', () => {
  it.each(keyCasingCases)('%s travels as %s and reads back as %s', (app, wire, back) => {
    expect(snakeKey(app)).toBe(wire);
    expect(camelKey(wire)).toBe(back);
  });

  it('converts nested objects and arrays, leaving values alone', () => {
    const app = { logoURL: 'x', items: [{ totalPosts: 1, nested: { accessToken: 'keep_me' } }], at: null };
    expect(toSnakeKeys(app)).toEqual({ logo_url: 'x', items: [{ total_posts: 1, nested: { access_token: 'keep_me' } }], at: null });
    expect(toCamelKeys(toSnakeKeys(app))).toEqual({ logoUrl: 'x', items: [{ totalPosts: 1, nested: { accessToken: 'keep_me' } }], at: null });
  });

  it('converts a field path one segment at a time', () => {
    expect(snakePath('items.0.logoUrl')).toBe('items.0.logo_url');
    expect(camelPath('items.0.logo_url')).toBe('items.0.logoUrl');
  });

  it('reads back every key of every contract schema unchanged', () => {
    const keys = new Set<string>();
    const walk = (schema: unknown): void => {
      if (schema instanceof z.ZodObject) {
        for (const [key, value] of Object.entries(schema.shape as Record<string, unknown>)) {
          keys.add(key);
          walk(value);
        }
      } else if (schema instanceof z.ZodArray) walk(schema.element);
      else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) walk(schema.unwrap());
      else if (schema instanceof z.ZodDefault) walk(schema.removeDefault());
    };
    Object.values(schemas).forEach(walk);
    expect(keys.size).toBeGreaterThan(50);
    for (const key of keys) expect(camelKey(snakeKey(key)), key).toBe(key);
  });
});
