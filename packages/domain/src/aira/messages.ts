import { errorTable } from '../error-codes.ts';
import { formatCredits } from '../format.ts';
import { formatVoiceDuration, MAX_VOICE_TOTAL_SECONDS, MIN_VOICE_TOTAL_SECONDS } from './voice.ts';

// Every pt-BR text of Aira's screens: validation, confirmations, empty states. The texts the
// API's errors say are the error table's (error-codes.ts).

export const airaMessages = {
  // Ideas.
  countInvalid: 'Escolha de 1 a 10 ideias.',
  themeRequired: 'Escreva o tema das ideias.',
  themeTooLong: 'O tema pode ter no máximo 500 caracteres.',
  proposalRequired: 'Escolha uma proposta.',
  /** 'Gerar 3 ideias custa 3 créditos.' */
  ideasCost: (count: number, cost: number) => `Gerar ${count} ${count === 1 ? 'ideia' : 'ideias'} custa ${formatCredits(cost)}.`,
  ideasGenerated: (count: number) => `${count} ${count === 1 ? 'ideia gerada' : 'ideias geradas'}.`,
  generationRefunded: (credits: number) => `Não foi possível gerar as ideias. Devolvemos ${formatCredits(credits)} ao seu saldo.`,
  noGenerations: 'Você ainda não gerou ideias. Escolha uma proposta ou escreva um tema para começar.',
  buyCredits: 'Adicionar créditos',

  // UGC scripts.
  productRequired: 'Informe o produto.',
  audienceRequired: 'Informe o público.',
  toneRequired: 'Escolha o tom.',
  durationRequired: 'Escolha a duração.',
  formatRequired: 'Escolha o formato.',
  fieldTooLong: 'Use no máximo 300 caracteres.',
  noScripts: 'Você ainda não criou roteiros UGC.',
  scriptCreated: 'Roteiro criado.',
  scriptCopied: 'Roteiro copiado.',
  copyFailed: 'Não foi possível copiar. Selecione o texto e copie manualmente.',

  // Voice cloning.
  consentRequired: errorTable.VOICE_CONSENT_REQUIRED.message,
  samplesRequired: 'Envie pelo menos uma amostra de voz.',
  /** 'Total: 1 min 05 s (mínimo 30 s, máximo 5 min).' */
  samplesTotal: (seconds: number) =>
    `Total: ${formatVoiceDuration(seconds)} (mínimo ${formatVoiceDuration(MIN_VOICE_TOTAL_SECONDS)}, máximo ${MAX_VOICE_TOTAL_SECONDS / 60} min).`,
  samplesLimit: errorTable.VOICE_SAMPLES_LIMIT.message,
  sampleDeleted: 'Amostra excluída.',
  profileDeleted: 'Perfil de voz excluído, com as amostras.',
  profileQueued: 'Perfil de voz enviado. Acompanhe o progresso aqui.',
  voiceOverReady: 'Narração pronta.',
  synthesisNeedsProvider: errorTable.VOICE_SYNTHESIS_UNAVAILABLE.message,
  demoVoiceProvider: 'Modo de demonstração: a narração é um áudio de exemplo, não a sua voz.',

  // The brand's list.
  noApplicants: 'Nenhum criador se candidatou a esta proposta ainda.',
  applicationAccepted: 'Candidatura aceita.',
  applicationRejected: 'Candidatura recusada.',
  /** The creator's toast on /publis. */
  applicationDecided: (proposal: string, accepted: boolean) =>
    accepted ? `Sua candidatura para ${proposal} foi aceita!` : `Sua candidatura para ${proposal} foi recusada.`,
} as const;
