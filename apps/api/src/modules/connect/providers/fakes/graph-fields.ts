/** Graph's `fields` with field expansion ('id,name,instagram_business_account{id,username}'): each field and its own fields. */
export type FieldSet = Map<string, FieldSet | null>;

/**
 * Parses a `fields` parameter; undefined when it is malformed. The fakes answer only the fields
 * asked for, as Graph does, so that a client that forgets to ask for one finds out in its tests.
 */
export function parseFields(spec: string): FieldSet | undefined {
  let position = 0;
  const parseList = (depth: number): FieldSet | undefined => {
    const fields: FieldSet = new Map();
    while (position < spec.length) {
      const name = /^[a-z_][a-z0-9_]*/.exec(spec.slice(position))?.[0];
      if (!name || depth > 3) return undefined;
      position += name.length;
      let inner: FieldSet | null = null;
      if (spec[position] === '{') {
        position += 1;
        const parsed = parseList(depth + 1);
        if (!parsed || spec[position] !== '}') return undefined;
        position += 1;
        inner = parsed;
      }
      fields.set(name, inner);
      if (spec[position] === ',') position += 1;
      else break;
    }
    return fields.size > 0 ? fields : undefined;
  };
  const fields = parseList(0);
  return fields && position === spec.length ? fields : undefined;
}

/** The first field of `fields` that the node type does not have. */
export const unknownField = (fields: FieldSet, known: readonly string[]): string | undefined =>
  [...fields.keys()].find((field) => !known.includes(field));

/** The node with only the fields asked for (and, when asked with no fields of its own, an edge's id). */
export function pickFields(node: Record<string, unknown>, fields: FieldSet): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [field, inner] of fields) {
    const value = node[field];
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      picked[field] = pickFields(value as Record<string, unknown>, inner ?? new Map([['id', null]]));
    } else picked[field] = value;
  }
  return picked;
}
