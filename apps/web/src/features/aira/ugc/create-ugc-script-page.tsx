import { Stack, Title } from '@mantine/core';
import { AiraHeader } from '../../../components/aira-header.tsx';
import { UgcScriptForm } from './ugc-script-form.tsx';
import { UgcScriptList } from './ugc-script-list.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

/** /aira/create-ugc-script ('Criar roteiro UGC', docs/product/aira.md): the brief, then the creator's scripts. */
export function CreateUgcScriptPage() {
  return (
    <PageColumn maw={880} gap="xl">
      <AiraHeader
        title="Criar roteiro UGC"
        description="Um roteiro cena a cena, com o que mostrar, o que falar e o texto na tela, mais a lista de planos e a legenda. Cada roteiro custa 1 crédito."
        current="ugc"
      />
      <UgcScriptForm />
      <section aria-labelledby="ugc-scripts-title">
        <Stack gap="md">
          <Title order={2} fz={20} id="ugc-scripts-title">
            Seus roteiros
          </Title>
          <UgcScriptList />
        </Stack>
      </section>
    </PageColumn>
  );
}
