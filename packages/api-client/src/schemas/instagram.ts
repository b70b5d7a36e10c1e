import { z } from 'zod';

export const instagramProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type InstagramProfile = z.infer<typeof instagramProfileSchema>;

export const instagramProfilesResponseSchema = z.object({ profiles: z.array(instagramProfileSchema) });

export const instagramConnectPayloadSchema = z.object({
  accessToken: z.string().min(1),
  username: z.string({ error: 'Selecione um perfil.' }).min(1, { error: 'Selecione um perfil.' }),
});
export type InstagramConnectPayload = z.infer<typeof instagramConnectPayloadSchema>;
