import { accountInfoQueryOptions } from '@ma/api-client/query';

import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { CreatePasswordForm } from './create-password-form.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { EmailForm } from './email-form.tsx';
import { ExportData } from './export-data.tsx';
import { NameForm } from './name-form.tsx';
import { NotificationPreferences } from './notification-preferences.tsx';
import { PasswordForm } from './password-form.tsx';
import { PageColumn } from '../../components/page-column.tsx';
import { PageHeading } from '../../components/page-heading.tsx';

/**
 * /account ('Minha conta', docs/product/account-data.md): the creator's own data. The account
 * read is the private layout's, already loaded; each section saves on its own.
 */
export function AccountPage() {
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(useApi()));
  const { name, email, hasPassword } = account.user;
  return (
    <PageColumn maw={760}>
      <PageHeading title="Minha conta" description="Seus dados de acesso, uma cópia de tudo o que guardamos sobre você e a exclusão da conta." />
      {/* A new name read from the server starts the form afresh. */}
      <NameForm key={name} name={name} />
      {/* Creating a password adds the password fields to the forms that ask for it. */}
      <EmailForm key={`email-${hasPassword}`} email={email} hasPassword={hasPassword} />
      {hasPassword ? <PasswordForm /> : <CreatePasswordForm email={email} />}
      <ActiveSessions />
      <NotificationPreferences />
      <ExportData />
      <DeleteAccount key={`delete-${hasPassword}`} hasPassword={hasPassword} />
    </PageColumn>
  );
}
