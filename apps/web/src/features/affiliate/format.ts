import { centavosToReais, formatBRL } from '@ma/domain';

/** Integer centavos as the screens show money: 2499 -> 'R$ 24,99'. */
export const formatCents = (cents: number): string => formatBRL(centavosToReais(cents));

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A count with pt-BR thousands: 12345 -> '12.345'. */
export const formatCount = (count: number): string => integer.format(count);
