/** The proposal dialogs' titles read as headings, like the page's. */
export const modalStyles = { title: { fontWeight: 800, fontSize: 20 } } as const;
