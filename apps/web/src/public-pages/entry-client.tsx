import { hydrateRoot } from 'react-dom/client';
import { KitPage } from '../features/media-kit/public/kit-page.tsx';
import { PAGE_DATA_ID, type PublicPageData } from './page-data.ts';

// The server wrote the page and the data it came from (entry-server.tsx): hydrating the same
// tree makes its buttons work without painting anything again.
const script = document.getElementById(PAGE_DATA_ID);
const root = document.getElementById('root');
if (script?.textContent && root) {
  const data = JSON.parse(script.textContent) as PublicPageData;
  if (data.page === 'kit') hydrateRoot(root, <KitPage kit={data.kit} url={data.url} theme={data.theme} />);
}
