import { z } from '@hono/zod-openapi';
import {
  createdVoiceOverSchema,
  toWireSchema,
  voiceCloningSchema,
  voiceOverRequestSchema,
  voiceOversSchema,
  voiceProfileRequestSchema,
  voiceProfileSchema,
  voiceSampleSchema,
} from '@ma/api-client/schemas';
import { SAMPLE_REQUIRED } from './sample-upload.ts';
import { authedRoute, errorResponses, jsonBody, jsonContent, errorContent, idPathParams, paidRoute } from '../../lib/openapi.ts';

const tags = ['Aira: voz'];

/** The audio file, as the multipart field `sample` (a field without a file is refused with this message). */
const sampleFile = z
  .custom<Blob>((value) => value instanceof Blob, { error: SAMPLE_REQUIRED })
  .openapi({ type: 'string', format: 'binary', description: 'MP3, WAV, M4A ou OGG' });

export const getVoiceCloning = authedRoute({
  tags,
  method: 'get',
  path: '/v3/voice-cloning',
  summary: 'As amostras de voz, o perfil de voz com o seu andamento e o serviço de voz deste servidor',
  responses: { 200: jsonContent(toWireSchema(voiceCloningSchema), 'Tudo o que a página mostra') },
});

export const uploadSample = authedRoute({
  tags,
  method: 'post',
  path: '/v3/voice-cloning/samples',
  summary: 'Envia uma amostra de voz (MP3, WAV, M4A ou OGG, até 25 MB, pelo menos 10 s)',
  description:
    'Campo multipart `sample`. O formato e a duração são lidos do conteúdo, não do nome nem do tipo declarado. ' +
    'No máximo 3 amostras, somando no máximo 5 minutos. Guardada em armazenamento privado.',
  request: {
    body: {
      content: { 'multipart/form-data': { schema: z.object({ sample: sampleFile }) } },
      required: true,
    },
  },
  responses: {
    201: jsonContent(toWireSchema(voiceSampleSchema), 'A amostra guardada'),
    413: errorContent('Amostra acima de 25 MB (VOICE_SAMPLE_TOO_LARGE)'),
    415: errorContent('Não é um áudio MP3, WAV, M4A ou OGG legível (VOICE_SAMPLE_UNSUPPORTED)'),
    422: errorContent(
      'Amostra curta demais, 4ª amostra, ou total acima de 5 minutos (VOICE_SAMPLE_TOO_SHORT, VOICE_SAMPLES_LIMIT, VOICE_SAMPLES_TOO_LONG)',
    ),
    ...errorResponses(400),
  },
});

export const deleteSample = authedRoute({
  tags,
  method: 'delete',
  path: '/v3/voice-cloning/samples/{id}',
  summary: 'Exclui uma amostra de voz (o registro e o arquivo)',
  request: { params: idPathParams('VOICE_SAMPLE_NOT_FOUND') },
  responses: {
    204: { description: 'Excluída' },
    404: errorContent('Amostra desconhecida ou de outra conta (VOICE_SAMPLE_NOT_FOUND)'),
  },
});

export const createProfile = authedRoute({
  tags,
  method: 'post',
  path: '/v3/voice-cloning/profile',
  summary: 'Cria o perfil de voz a partir das amostras, com o consentimento; ele entra na fila',
  description: 'Só com `consent: true` ("Confirmo que esta voz é minha"). Um perfil que falhou é substituído.',
  request: { body: jsonBody(toWireSchema(voiceProfileRequestSchema), 'O consentimento') },
  responses: {
    201: jsonContent(toWireSchema(voiceProfileSchema), 'O perfil, na fila'),
    409: errorContent('Já existe um perfil na fila, em processamento ou pronto (VOICE_PROFILE_EXISTS)'),
    422: errorContent(
      'Sem consentimento (VOICE_CONSENT_REQUIRED) ou amostras fora de 30 s a 5 min (VOICE_SAMPLES_TOO_SHORT, VOICE_SAMPLES_TOO_LONG)',
    ),
    503: errorContent('Este servidor não tem serviço de voz configurado (VOICE_SYNTHESIS_UNAVAILABLE); as amostras continuam guardadas'),
    ...errorResponses(400, 413, 415),
  },
});

export const deleteProfile = authedRoute({
  tags,
  method: 'delete',
  path: '/v3/voice-cloning/profile',
  summary: 'Exclui o perfil de voz e todas as amostras (registros e arquivos) e remove a voz do serviço',
  responses: { 204: { description: 'Excluídos (também quando não havia nada)' } },
});

export const createVoiceOver = paidRoute({
  tags,
  method: 'post',
  path: '/v3/voice-cloning/voice-overs',
  summary: 'Gera uma narração do texto com a sua voz (1 crédito)',
  request: {
    body: jsonBody(toWireSchema(voiceOverRequestSchema), 'O texto (1 a 2.000 caracteres) e, se veio de um, o roteiro UGC'),
  },
  responses: {
    201: jsonContent(toWireSchema(createdVoiceOverSchema), 'A narração (o áudio em .../audio) e o saldo depois da cobrança'),
    404: errorContent('Sem perfil de voz (VOICE_PROFILE_NOT_FOUND) ou roteiro desconhecido (UGC_SCRIPT_NOT_FOUND)'),
    409: errorContent('Perfil ainda não pronto (VOICE_PROFILE_NOT_READY) ou a mesma Idempotency-Key com outro corpo (IDEMPOTENCY_KEY_REUSED)'),
    502: errorContent('O serviço de voz falhou; o crédito foi devolvido (VOICE_SYNTHESIS_FAILED)'),
    503: errorContent('Este servidor não tem serviço de voz configurado (VOICE_SYNTHESIS_UNAVAILABLE)'),
  },
});

export const listVoiceOvers = authedRoute({
  tags,
  method: 'get',
  path: '/v3/voice-cloning/voice-overs',
  summary: 'As narrações da conta, da mais nova para a mais antiga (as 50 últimas)',
  responses: { 200: jsonContent(toWireSchema(voiceOversSchema), 'As narrações') },
});

export const getVoiceOverAudio = authedRoute({
  tags,
  method: 'get',
  path: '/v3/voice-cloning/voice-overs/{id}/audio',
  summary: 'O áudio de uma narração pronta',
  request: { params: idPathParams('VOICE_OVER_NOT_FOUND') },
  responses: {
    200: {
      content: {
        'audio/mpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'audio/wav': { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'O áudio (MP3 do serviço de voz; WAV na demonstração)',
    },
    404: errorContent('Narração desconhecida, de outra conta ou sem áudio (VOICE_OVER_NOT_FOUND)'),
  },
});

export type GetVoiceCloningRoute = typeof getVoiceCloning;
export type UploadSampleRoute = typeof uploadSample;
export type DeleteSampleRoute = typeof deleteSample;
export type CreateProfileRoute = typeof createProfile;
export type DeleteProfileRoute = typeof deleteProfile;
export type CreateVoiceOverRoute = typeof createVoiceOver;
export type ListVoiceOversRoute = typeof listVoiceOvers;
export type GetVoiceOverAudioRoute = typeof getVoiceOverAudio;
