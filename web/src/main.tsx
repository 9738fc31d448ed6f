import './ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectAnalytics } from './app/analytics-wiring.ts';
import { App } from './app/app.tsx';
import { chunkErrorRecovery, recoverFromPreloadErrors } from './app/browser-chunk-recovery.ts';
import { createQueryClient } from './app/query-client.ts';
import { sessionQuery } from './platform/session/use-session.ts';

recoverFromPreloadErrors();
chunkErrorRecovery.settle();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
connectAnalytics(queryClient);
// Asked now, the answer comes while the page's code loads rather than after it.
void queryClient.prefetchQuery(sessionQuery);

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
