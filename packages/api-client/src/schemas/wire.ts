import { z } from 'zod';
import { snakeKey } from '../wire/casing.ts';

/**
 * The same schema with every object key in snake_case: what travels on the wire.
 * The API validates bodies and documents its OpenAPI with these, so the app-side
 * (camelCase) schemas stay the one source of truth for both.
 */
export function toWireSchema<T extends z.ZodType>(schema: T): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[snakeKey(key)] = toWireSchema(value);
    }
    return z.object(shape);
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodType[]).map((option) => toWireSchema(option)) as [z.ZodObject, ...z.ZodObject[]];
    return z.discriminatedUnion(snakeKey(schema.def.discriminator), options);
  }
  if (schema instanceof z.ZodUnion)
    return z.union((schema.options as z.ZodType[]).map((option) => toWireSchema(option)) as [z.ZodType, ...z.ZodType[]]);
  // A transform runs where the app-side schema parses (fromWire): the wire carries its input.
  if (schema instanceof z.ZodPipe && schema.out instanceof z.ZodTransform) return toWireSchema(schema.in as z.ZodType);
  if (schema instanceof z.ZodArray) return z.array(toWireSchema(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return toWireSchema(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return toWireSchema(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodDefault) {
    const inner = toWireSchema(schema.removeDefault() as z.ZodType);
    return inner.default(schema.def.defaultValue as never);
  }
  return schema;
}
