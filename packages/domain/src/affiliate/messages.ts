import { errorTable } from '../error-codes.ts';
import { monthLabel } from './month-labels.ts';

// Every pt-BR text of the affiliate area: form validation, confirmations and empty states. The
// texts the API's errors also say (the destination, the password, the month) are the error
// table's, taken from there: the error table is in every page's first load, and this is not.

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
  passwordRequired: errorTable.AFFILIATE_PASSWORD_REQUIRED.message,
  passwordInvalid: errorTable.AFFILIATE_PASSWORD_INVALID.message,
  termsRequired: 'Aceite os termos do programa para continuar.',
  registrationSaved: 'Cadastro de afiliado salvo.',

  // Links.
  brandRequired: 'Selecione uma marca.',
  destinationRequired: 'Cole o link da página que você quer divulgar.',
  destinationInvalid: 'Link inválido. Cole o endereço completo, começando com https://.',
  /** The destination is not on the brand's site: 'O link precisa ser uma página de Loja X (lojax.com.br).' */
  destinationNotAllowed: errorTable.AFFILIATE_DESTINATION_NOT_ALLOWED.message,
  linkCreated: 'Link criado.',
  noLinks: 'Você ainda não criou nenhum link.',

  // Commissions.
  /** 'Nenhuma comissão em novembro de 2026.' */
  noCommissions: (year: number, month: number) => `Nenhuma comissão em ${monthLabel(year, month)}.`,
  monthOutOfRange: errorTable.AFFILIATE_MONTH_OUT_OF_RANGE.message,
  csvDownloaded: 'Planilha de comissões baixada.',
} as const;
