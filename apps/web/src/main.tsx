import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { handOverDocumentHead } from './lib/document-head.ts';
import { seedFormats } from './lib/intl-format.ts';
import { initI18n } from './lib/i18n.ts';
import { localeOfPath } from './lib/paths.ts';
import { queryClient } from './lib/query-client.ts';
import { storeServerAnswers, takeServerAnswers, takeServerFormats } from './lib/server-answers.ts';
import { checkStoredSession, currentSession, hydrateAsVisitor } from './lib/session.ts';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
const i18nReady = initI18n(localeOfPath(window.location.pathname));
const answers = takeServerAnswers();
checkStoredSession();

if (answers) {
  // The server rendered this page (decision 046): its answers go into the cache under the hooks'
  // keys, and the page is hydrated once its catalogue (and, for rich text, the sanitiser) is here,
  // so the first render in the browser is the server's, word for word.
  storeServerAnswers(queryClient, answers, currentSession()?.id ?? null);
  seedFormats(takeServerFormats());
  hydrateAsVisitor();
  const sanitizer = container.querySelector('[data-rich-text]')
    ? import('./lib/rich-text-sanitizer.ts').then((module) => module.loadRichTextSanitizer())
    : null;
  void Promise.allSettled([i18nReady, sanitizer]).then(() => {
    handOverDocumentHead();
    hydrateRoot(container, app);
  });
} else {
  handOverDocumentHead();
  createRoot(container).render(app);
}
