/** A portrait-like placeholder photo as a data URL, so stories and tests need no network. */
export const samplePhoto = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb38a"/><stop offset="1" stop-color="#f66eab"/></linearGradient></defs>
    <rect width="96" height="96" fill="url(#g)"/>
    <circle cx="48" cy="38" r="17" fill="#7a3f15"/>
    <circle cx="48" cy="40" r="13" fill="#f3c7a6"/>
    <path d="M16 96c4-20 17-30 32-30s28 10 32 30z" fill="#650aab"/>
  </svg>`,
)}`;

/** A URL that never loads, to show the initials fallback. */
export const brokenPhoto = 'data:image/png;base64,broken';

/** A signed-in creator on the home page, as the sidebar's and the app layout's stories show her. */
export const sampleNavigation = {
  user: { name: 'Ana Maria Souza', picture: samplePhoto, level: 'gold' },
  currentPath: '/',
  creditBalance: 12,
} as const;
