import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
// The base styles in cascade order: each file's rules follow the one before it.
import './styles/base.css';
import './styles/header.css';
import './styles/footer-and-pages.css';
import './styles/controls.css';

/**
 * The page's only script in its HTML (index.html). The server lists in `#tabib-modules` the app
 * (main.tsx, built as an entry of its own), the chunks it imports and the modules the page renders.
 * A page the server rendered is painted first: they are asked for once that frame is out, so on a
 * slow link the stylesheet and the page do not share it with 110 KB of script, and the first paint
 * does not wait for their parsing (decision 046). The app shell starts at once.
 */
const listed = document.getElementById('tabib-modules');
const [app = '/src/main.tsx', ...modules] = JSON.parse(listed?.textContent ?? '[]') as string[];

function start(): void {
  // One insertion for all: a link added alone costs Chromium a millisecond or more.
  const links = document.createDocumentFragment();
  for (const file of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
  void import(/* @vite-ignore */ app);
}

const rendered = document.getElementById('tabib-answers') !== null;
if (rendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
