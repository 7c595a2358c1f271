/**
 * Tags that index.html and the server write for the first paint and for link previews, which do not
 * run scripts (decision 018): the description, and an article's Open Graph and Twitter tags. Once
 * the app runs, each page renders its own with React's <meta> (components/document-meta.tsx); these
 * are removed first so a page never carries two descriptions. The <title> needs nothing: React
 * takes over the one that is there.
 */
const serverHeadTags = 'meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]';

export function handOverDocumentHead(): void {
  for (const tag of document.head.querySelectorAll(serverHeadTags)) tag.remove();
}
