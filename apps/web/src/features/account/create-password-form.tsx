import { CredentialsForm } from '../../components/credentials-form.tsx';
import { AccountSection } from './account-section.tsx';

export const PASSWORD_CREATED = 'Senha criada! Agora você também pode entrar com e-mail e senha.';

/**
 * 'Criar senha', for accounts that have none (Google-only, made from Instagram), with the
 * account's e-mail kept or a new one; once the account reads `hasPassword`, the page shows the
 * change of password instead.
 */
export function CreatePasswordForm({ email }: { email: string | null }) {
  return (
    <AccountSection
      title="Criar senha"
      description="Sua conta entra sem senha (pelo Google ou pelo Instagram). Crie uma para entrar também com e-mail e senha."
    >
      <CredentialsForm email={email} passwordLabel="Nova senha" submitLabel="Criar senha" savedMessage={PASSWORD_CREATED} fieldMaw={420} />
    </AccountSection>
  );
}
