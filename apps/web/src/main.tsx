// The app (boot.ts imports it once the first view's chunks are requested). First: fetches the visitor's texts.

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { ensureStaffAccess } from './app/session/staff-access.ts';
import { textsReady } from './lib/start-texts.ts';

// A staff member returning in a new tab gets the role menu and tags fetched at start-up.
void ensureStaffAccess().catch(() => null);

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The first render waits for the texts of the visitor's language (one JSON file, apps/web/texts-as-json.ts; the router
// starts loading the page's own chunk meanwhile).
void textsReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
