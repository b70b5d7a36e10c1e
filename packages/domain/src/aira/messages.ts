import { errorTable } from '../error-codes.ts';
import { formatCountOf, formatCredits } from '../format.ts';
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
  ideasCost: (count: number, cost: number) => `Gerar ${formatCountOf(count, 'ideia', 'ideias')} custa ${formatCredits(cost)}.`,
  ideasGenerated: (count: number) => `${formatCountOf(count, 'ideia gerada', 'ideias geradas')}.`,
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
  // The screens of ideas and UGC scripts (apps/web/src/features/aira).
  /** '3 ideias' */
  ideaCount: (count: number) => formatCountOf(count, 'ideia', 'ideias'),
  /** '2 de 3 ideias' while they arrive. */
  ideasProgress: (done: number, total: number) => `${done} de ${formatCountOf(total, 'ideia', 'ideias')}`,
  /** Said before the call, in the server's words for its 402. */
  insufficientCredits: errorTable.INSUFFICIENT_CREDITS.message,
  connectionLost: 'A conexão caiu antes de terminar. Tente novamente: o mesmo pedido não é cobrado duas vezes.',
  generationStatus: { generating: 'Gerando', completed: 'Concluída', failed: 'Falhou' },
  /** '3 créditos gastos · 3 créditos devolvidos' */
  generationCredits: (cost: number, refunded: number) =>
    [
      formatCountOf(cost, 'crédito gasto', 'créditos gastos'),
      ...(refunded > 0 ? [formatCountOf(refunded, 'crédito devolvido', 'créditos devolvidos')] : []),
    ].join(' · '),
  ideaCopied: 'Ideia copiada.',
  /** 'Criar o roteiro custa 1 crédito.' */
  scriptCost: (cost: number) => `Criar o roteiro custa ${formatCredits(cost)}.`,
  scriptExported: 'Roteiro exportado.',

  // Voice cloning.
  consentRequired: errorTable.VOICE_CONSENT_REQUIRED.message,
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
  sampleUploaded: 'Amostra enviada.',
  /** 'Excluir a amostra gravacao.mp3?' */
  sampleDeleteConfirm: (fileName: string) => `Excluir a amostra ${fileName}?`,
  profileDeleteConfirm: 'Excluir o perfil de voz apaga também todas as suas amostras. Suas narrações já geradas continuam na lista.',
  /** Why a profile failed, as the job writes it (and the page shows it). */
  voiceProfileFailed: 'Não foi possível criar o perfil de voz. Tente de novo em alguns minutos.',
  voiceSamplesRejected: 'O serviço de voz não aceitou as amostras. Envie gravações mais limpas, só com a sua voz, e tente de novo.',
  voiceSamplesGone: 'As amostras foram excluídas antes de o perfil ficar pronto. Envie novas amostras e tente de novo.',
  voiceProviderChanged: 'O serviço de voz deste servidor mudou. Crie o perfil de novo com as suas amostras.',
  voiceOverTextRequired: 'Escreva o texto da narração.',
  voiceOverTextTooLong: 'O texto pode ter no máximo 2.000 caracteres.',
  /** 'Gerar a narração custa 1 crédito.' */
  voiceOverCost: (cost: number) => `Gerar a narração custa ${formatCredits(cost)}.`,
  noVoiceOvers: 'Você ainda não gerou narrações.',
  voiceOverStatus: { generating: 'Gerando', completed: 'Pronta', failed: 'Falhou' },

  // The brand's list.
  profileListTitle: 'Perfis da proposta',
  noApplicants: 'Nenhum criador se candidatou a esta proposta ainda.',
  applicationAccepted: 'Candidatura aceita.',
  applicationRejected: 'Candidatura recusada.',
  /** 'Link válido até 01/04/2026.' */
  linkValidUntil: (date: string) => `Link válido até ${date}.`,
  proposalClosed: 'Esta proposta já foi encerrada para novas candidaturas. Você ainda pode responder às que recebeu.',
  /** '3 candidaturas, da mais compatível para a menos.' */
  applicantsCount: (count: number) => `${formatCountOf(count, 'candidatura', 'candidaturas')}, da mais compatível para a menos.`,
  accept: 'Aceitar',
  reject: 'Recusar',
  /** 'Compatibilidade: 83%' */
  fitScore: (score: number) => `Compatibilidade: ${score}%`,
  fitMet: 'atende',
  fitNotMet: 'não atende',
  fitNoData: 'sem dados',
  fitNothingTargeted: 'A proposta não define critérios de perfil.',
  notConnected: 'não conectado',
  negotiable: 'aceita negociar',
  viewKit: 'Ver mídia kit',
  decisionFailed: 'Não foi possível salvar sua resposta. Tente novamente.',
  /** 'Respondida em 02/03/2026' */
  decidedOn: (date: string) => `Respondida em ${date}`,
  /** 'Enviada em 02/03/2026' */
  sentOn: (date: string) => `Enviada em ${date}`,
  /** The creator's toast on /publis. */
  applicationDecided: (proposal: string, accepted: boolean) =>
    accepted ? `Sua candidatura para ${proposal} foi aceita!` : `Sua candidatura para ${proposal} foi recusada.`,
} as const;
