/** An idea as its copy reads it (the contract's Idea). */
export interface IdeaForText {
  hook: string;
  body: string;
  callToAction: string;
  caption: string;
  hashtags: readonly string[];
}

/** The parts of an idea, named once for its card and its copy. */
export const ideaPartLabels = {
  hook: 'Gancho',
  body: 'Roteiro',
  callToAction: 'Chamada para ação',
  caption: 'Legenda',
  hashtags: 'Hashtags',
} as const;

/** '#skincare #rotina': each tag once, with one '#', whatever the writer sent. */
export function formatHashtags(hashtags: readonly string[]): string {
  const tags = hashtags.map((tag) => tag.trim().replace(/^#+/, '').replace(/\s+/g, '')).filter(Boolean);
  return [...new Set(tags)].map((tag) => `#${tag}`).join(' ');
}

/** One idea as plain text, for its 'Copiar' button: each part under its name. */
export function ideaText(idea: IdeaForText): string {
  const parts: [string, string][] = [
    [ideaPartLabels.hook, idea.hook],
    [ideaPartLabels.body, idea.body],
    [ideaPartLabels.callToAction, idea.callToAction],
    [ideaPartLabels.caption, idea.caption],
    [ideaPartLabels.hashtags, formatHashtags(idea.hashtags)],
  ];
  return `${parts
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label}:\n${value.trim()}`)
    .join('\n\n')}\n`;
}
