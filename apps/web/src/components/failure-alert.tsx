import { Alert, type AlertProps } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Something that failed, in red with a warning sign: its title, and below it the reason or what to do. */
export function FailureAlert(props: Omit<AlertProps, 'color' | 'variant' | 'icon'>) {
  return <Alert color="red" radius="lg" variant="light" icon={<IconAlertTriangle aria-hidden />} {...props} />;
}
