import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import './styles/global.css';
import { App } from './app/app.tsx';
import { handOverDocumentHead } from './lib/document-head.ts';
import { initI18n } from './lib/i18n.ts';
import { localeOfPath } from './lib/paths.ts';
import { checkStoredSession } from './lib/session.ts';

void initI18n(localeOfPath(window.location.pathname));
handOverDocumentHead();
checkStoredSession();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
