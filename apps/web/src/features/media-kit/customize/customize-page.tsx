import { mediaKitQueryOptions } from '@ma/api-client/query';
import { ACCENT_COLOR_INVALID } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Group, Paper, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { failureMessage } from '../../../lib/error-message.ts';
import { useApi } from '../../../lib/use-api.ts';
import { KitSharePanel } from '../share/kit-share-panel.tsx';
import { AccentInput } from './accent-input.tsx';
import { isAccentValid } from './appearance-draft.ts';
import { ConflictAlert } from './conflict-alert.tsx';
import classes from './customize-page.module.css';
import { KitPreview } from './kit-preview.tsx';
import { LeaveGuard } from '../../../components/leave-guard.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { SectionList } from './section-list.tsx';
import { ThemePicker } from './theme-picker.tsx';
import { useAppearanceDraft } from './use-appearance-draft.ts';
import { useSaveAppearance } from './use-save-appearance.ts';

/** /media-kit/customize/{username}: theme, accent and sections, with a live preview and sharing. */
export function CustomizePage() {
  const api = useApi();
  const query = useSuspenseQuery(mediaKitQueryOptions(api));
  const kit = query.data;
  const draft = useAppearanceDraft(kit.appearance);
  const formId = useId();
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  // The colour's problem shows once the field is left or a save is tried, not while typing.
  const [accentChecked, setAccentChecked] = useState(false);
  const [accentRefused, setAccentRefused] = useState<string>();
  const save = useSaveAppearance({ onConflict: setConflict, onAccentRefused: setAccentRefused });
  const url = `${window.location.origin}/${kit.username}`;
  const accentError = accentRefused ?? (accentChecked && !isAccentValid(draft.draft) ? ACCENT_COLOR_INVALID : undefined);

  const submit = () => {
    setAccentChecked(true);
    if (!draft.dirty || !isAccentValid(draft.draft) || save.isPending) return;
    setConflict(null);
    save.mutate({ ...draft.appearance, version: kit.version });
  };

  const discard = () => {
    draft.reset();
    setAccentChecked(false);
    setAccentRefused(undefined);
  };

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
    setAccentChecked(false);
    setAccentRefused(undefined);
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
          <Button variant="secondary" disabled={!draft.dirty || save.isPending} onClick={discard}>
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
          <form
            id={formId}
            noValidate
            aria-label="Aparência do mídia kit"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="lg">
              <ThemePicker value={draft.draft.theme} onChange={draft.setTheme} />
              <AccentInput
                value={draft.draft.accentColor}
                onChange={(value) => {
                  setAccentRefused(undefined);
                  draft.setAccent(value);
                }}
                onBlur={() => setAccentChecked(true)}
                error={accentError}
              />
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
