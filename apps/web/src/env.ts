import { z } from 'zod';

/** The web app's only configuration, read once (STYLE.md: env only in env.ts). */
const schema = z.object({
  /** Origin of the API; the page's own origin when empty (the API serves the app). */
  VITE_API_URL: z.string().url().optional().or(z.literal('')),
  /** The VIP group chat link of the /credits page. */
  VITE_VIP_GROUP_URL: z.string().url().default('https://chat.whatsapp.com/'),
});

export const env = schema.parse(import.meta.env);
