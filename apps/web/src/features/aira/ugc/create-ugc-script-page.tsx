import { AiraHeader } from '../../../components/aira-header.tsx';
import { UgcScriptForm } from './ugc-script-form.tsx';
import { UgcScriptList } from './ugc-script-list.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageSection } from '../../../components/page-section.tsx';

/** /aira/create-ugc-script ('Criar roteiro UGC', docs/product/aira.md): the brief, then the creator's scripts. */
export function CreateUgcScriptPage() {
  return (
    <PageColumn maw={880} gap="xl">
      <AiraHeader current="ugc" />
      <UgcScriptForm />
      <PageSection id="ugc-scripts-title" title="Seus roteiros">
        <UgcScriptList />
      </PageSection>
    </PageColumn>
  );
}
