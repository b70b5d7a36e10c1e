import { kitAppearanceSchema } from '@ma/api-client/schemas';
import { z } from 'zod';
import { typedAppearanceOf, type AppearanceDraft } from './appearance-draft.ts';

/**
 * The API's own appearance schema (`kitAppearanceSchema`, @ma/api-client) reading the draft as a
 * save would send it, the accent as typed: the form refuses what the server would, in its words.
 * Loaded with the form's first check (use-appearance-form.ts). A static `import { z }`: an
 * `import('zod')` hands the page zod's whole namespace, so every bundle kept all its locales and
 * JSON Schema code (about 220 KB, 45 KB brotli) on every page that loads zod.
 */
export const appearanceDraftSchema = z.preprocess((draft) => typedAppearanceOf(draft as AppearanceDraft), kitAppearanceSchema);
