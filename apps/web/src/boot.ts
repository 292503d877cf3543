// The page's entry (index.html). It imports almost nothing, so it runs as soon as it arrives: it requests the first
// view's page chunk and texts, and the app itself (main.tsx with React, the router and the rest), all at once. The
// styles are imported here so the built index.html links them in its head (the server's prerendered text is styled
// from the first paint).
import './app/styles.css';
import './app/page-sections.css';
import { requestFirstView } from './app/first-view.ts';
import { detectInitialLanguage } from './lib/languages.ts';

requestFirstView(globalThis.location.pathname, detectInitialLanguage());
void import('./main.tsx');
