import { Skeleton } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';

/** Where a big figure ('12 créditos', 'R$ 24,99') will be: the line height of `Figure`. */
export const FigureSkeleton = () => <Skeleton height={36} width={140} radius="md" />;

/** A line of small text. */
export const LineSkeleton = ({ width = '80%' }: { width?: number | string }) => <Skeleton height={14} width={width} radius="xl" my={4} />;

/** A card's button: Mantine's default button height. */
export const ButtonSkeleton = ({ width = 150 }: { width?: number }) => <Skeleton height={36} width={width} radius="xl" />;
