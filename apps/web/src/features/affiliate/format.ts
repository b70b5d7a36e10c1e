import { centavosToReais, formatBRL } from '@ma/domain';

/** Integer centavos as the screens show money: 2499 -> 'R$ 24,99'. */
export const formatCents = (cents: number): string => formatBRL(centavosToReais(cents));
