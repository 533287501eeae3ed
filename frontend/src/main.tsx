import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { prefetchFirstPage } from '@/app/prefetch-home';
import { queryClient } from '@/lib/query-client';
import '@/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

prefetchFirstPage(queryClient, window.location.pathname);

// The first render as a transition: React yields to the browser every few milliseconds instead
// of blocking the main thread for the whole tree (a long task a slow phone feels as a freeze).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
