import { mediaKitQueryOptions } from '@ma/api-client/query';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureMessage } from '../../../lib/error-message.ts';
import { showServerError } from '../../../lib/server-errors.ts';
import { useApi } from '../../../lib/use-api.ts';
import { KitSharePanel } from '../share/kit-share-panel.tsx';
import { AccentInput } from './accent-input.tsx';
import { ConflictAlert } from './conflict-alert.tsx';
import classes from './customize-page.module.css';
import { KitPreview } from './kit-preview.tsx';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SectionList } from './section-list.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { useAppearanceForm } from './use-appearance-form.ts';
import { useSaveAppearance } from './use-save-appearance.ts';

/** /media-kit/customize/{username}: theme, accent and sections, with a live preview and sharing. */
export function CustomizePage() {
  const api = useApi();
  const query = useSuspenseQuery(mediaKitQueryOptions(api));
  const kit = query.data;
  const draft = useAppearanceForm(kit.appearance);
  const { form } = draft;
  const formId = useId();
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  // A colour the server refuses goes on its field, anything else to a toast (the forms' one mapping).
  const save = useSaveAppearance({ onConflict: setConflict, onRefused: (error) => showServerError(error, form) });
  const url = `${window.location.origin}/${kit.username}`;

  // The form's own check (the API's schema) has passed: `appearance` is what the server takes.
  const submit = form.onSubmit((appearance) => {
    if (!draft.dirty || save.isPending) return;
    setConflict(null);
    save.mutate({ ...appearance, version: kit.version });
  });

  const reload = async () => {
    setReloading(true);
    const result = await query.refetch();
    setReloading(false);
    if (!result.data) {
      toast.error(failureMessage(result.error));
      return;
    }
    draft.reset(result.data.appearance);
    setConflict(null);
  };

  return (
    <Stack gap="lg" maw={1280} w="100%" mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading
          title="Personalizar mídia kit"
          description="Escolha o tema, a cor de destaque e as seções do seu kit. A prévia mostra o resultado na hora."
          maw={560}
        />
        <Group gap="sm">
          <Button variant="secondary" disabled={!draft.dirty || save.isPending} onClick={() => draft.reset()}>
            Descartar alterações
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={!draft.dirty}>
            Salvar aparência
          </Button>
        </Group>
      </Group>
      {conflict && <ConflictAlert message={conflict} onReload={() => void reload()} reloading={reloading} />}
      <div className={classes.layout}>
        <Paper className={classes.controls} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form id={formId} noValidate aria-label="Aparência do mídia kit" onSubmit={submit}>
            <Stack gap="lg">
              <ThemePicker value={draft.draft.theme} onChange={draft.setTheme} />
              <AccentInput {...form.getInputProps('accentColor')} value={draft.draft.accentColor} onChange={draft.setAccent} />
              <SectionList sections={draft.draft.sections} onShownChange={draft.setShown} onMove={draft.move} />
            </Stack>
          </form>
        </Paper>
        <KitPreview kit={kit} appearance={draft.appearance} url={url} />
        <div className={classes.share}>
          <KitSharePanel url={url} name={kit.name} username={kit.username} />
        </div>
      </div>
      <LeaveGuard when={draft.dirty} />
    </Stack>
  );
}
