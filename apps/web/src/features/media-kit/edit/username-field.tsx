import type { ReactNode } from 'react';
import { usernameAvailabilityQueryOptions } from '@ma/api-client/query';
import { usernameProblem } from '@ma/domain';
import { TextInput } from '@ma/ui/text-input';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSiteOrigin } from '../../../lib/drawn-for.ts';
import { useApi } from '../../../lib/use-api.ts';

interface UsernameFieldProps {
  value: string;
  /** The address saved now: always available to its owner. */
  saved: string;
  error: ReactNode;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * The kit's address, /{username}, with a live 'disponível / já em uso' once typing pauses:
 * the format is checked here (the domain's rule), whether it is free by the server.
 */
export function UsernameField({ value, saved, error, onChange, onBlur }: UsernameFieldProps) {
  const api = useApi();
  const siteOrigin = useSiteOrigin();
  const [typed] = useDebouncedValue(value, 400);
  const problem = value === '' ? null : usernameProblem(value);
  const shouldAsk = typed === value && typed !== saved && usernameProblem(typed) === null;
  const availability = useQuery({ ...usernameAvailabilityQueryOptions(api, typed), enabled: shouldAsk });

  let status: { ok: boolean; text: string } | undefined;
  if (error) status = undefined;
  else if (problem) status = { ok: false, text: problem };
  else if (value === saved) status = undefined;
  else if (shouldAsk && availability.data) {
    status = availability.data.available ? { ok: true, text: 'Disponível' } : { ok: false, text: availability.data.detail ?? 'Já em uso' };
  }
  const checking = shouldAsk && availability.isFetching;

  return (
    <div>
      <TextInput
        label="Endereço do seu mídia kit"
        leftSection={
          <Text size="sm" c="dimmed" pl={8}>
            /
          </Text>
        }
        leftSectionWidth={24}
        rightSection={checking ? <Loader size={16} aria-label="Verificando" /> : undefined}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        error={error}
        // Lowercase as it is typed: the address has no capitals.
        onChange={(event) => onChange(event.currentTarget.value.toLowerCase().replace(/\s/g, ''))}
        onBlur={onBlur}
        description={`${siteOrigin.replace(/^https?:\/\//, '')}/${value || 'seu_nome'}`}
        aria-describedby="username-status"
      />
      <Text id="username-status" size="sm" mt={4} c={status ? (status.ok ? 'green.8' : 'red.8') : undefined} role="status" aria-live="polite">
        {status && (
          <>
            {status.ok ? (
              <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
            ) : (
              <IconCircleX size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />
            )}{' '}
            {status.text}
          </>
        )}
      </Text>
    </div>
  );
}
