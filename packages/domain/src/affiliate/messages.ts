import { FIRST_SELECTABLE_MONTH, monthLabel } from './months.ts';

// Every pt-BR text of the affiliate area: form validation, confirmations and empty states. The
// API's errors that share a text (the destination, the PIX password, the month) take it from here
// in ../error-codes.ts, so the form and the server say the same words.

export const affiliateMessages = {
  // Registration and editing.
  nameRequired: 'Informe seu nome completo.',
  taxIdRequired: 'Informe seu CPF ou CNPJ.',
  taxIdInvalid: 'CPF ou CNPJ inválido.',
  phoneRequired: 'Informe seu telefone com DDD.',
  phoneInvalid: 'Telefone inválido. Use DDD + número.',
  pixKeyTypeRequired: 'Selecione o tipo da chave PIX.',
  pixKeyRequired: 'Informe sua chave PIX.',
  pixKeyInvalid: 'Chave PIX inválida para o tipo selecionado.',
  pixPhoneMobileOnly: 'A chave PIX de telefone precisa ser um celular com DDD.',
  pixPasswordRequired: 'Para trocar a chave PIX, confirme sua senha.',
  passwordInvalid: 'Senha incorreta.',
  termsRequired: 'Aceite os termos do programa para continuar.',
  registrationSaved: 'Cadastro de afiliado salvo.',

  // Links.
  brandRequired: 'Selecione uma marca.',
  destinationRequired: 'Cole o link da página que você quer divulgar.',
  destinationInvalid: 'Link inválido. Cole o endereço completo, começando com https://.',
  /** The destination is not on the brand's site: 'O link precisa ser uma página de Loja X (lojax.com.br).' */
  destinationNotAllowed: (brand: string, domain: string) => `O link precisa ser uma página de ${brand} (${domain}).`,
  linkCreated: 'Link criado.',
  linkCopied: 'Link copiado.',
  linkCopyFailed: 'Não foi possível copiar o link. Selecione e copie manualmente.',
  noLinks: 'Você ainda não criou nenhum link.',

  // Commissions.
  /** 'Nenhuma comissão em novembro de 2026.' */
  noCommissions: (year: number, month: number) => `Nenhuma comissão em ${monthLabel(year, month)}.`,
  monthOutOfRange: `Escolha um mês entre ${monthLabel(FIRST_SELECTABLE_MONTH.year, FIRST_SELECTABLE_MONTH.month)} e o mês atual.`,
  csvDownloaded: 'Planilha de comissões baixada.',
} as const;
