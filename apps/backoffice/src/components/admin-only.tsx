import { Alert } from '@mantine/core';

/** What a non-admin sees on an admin's page (Operadores, Auditoria), which the nav does not offer them: the API answers them 403 too. */
export function AdminOnly() {
  return (
    <Alert color="gray" variant="light" title="Esta página é só da Administração">
      Peça a um operador com papel Administração.
    </Alert>
  );
}
