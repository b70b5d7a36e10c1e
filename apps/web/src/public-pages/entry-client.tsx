// The privacy policy is never hydrated (it has no script), but its styles ship with the public
// pages' CSS, which the server inlines into every public document.
import '../features/legal/privacy-policy-page.css';
import { afterFirstPaint } from '../lib/after-first-paint.ts';

// The page is already drawn from the server's markup: the hydration (React and the page's
// components, most of the page's script) is fetched and run after the first paint, so that
// neither its download nor its evaluation comes before the content (decision 020).
afterFirstPaint(() => void import('./hydrate.tsx'));
