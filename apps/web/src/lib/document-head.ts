/**
 * Head tags the server writes into a page's HTML for those who do not run scripts (crawlers, link
 * previews; decisions 018 and 046). The description is removed when the app starts, as each page
 * renders its own with React's <meta> (components/document-meta.tsx): a page never carries two.
 * The <title> needs nothing: React takes over the one that is there.
 */
export function handOverDocumentHead(): void {
  for (const tag of document.head.querySelectorAll('meta[name="description"]')) tag.remove();
}

/** What describes only the page the server rendered: its address, alternates, preview and data. */
const pageHeadTags =
  'link[rel="canonical"], link[rel="alternate"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';

/**
 * Removes those tags once the app shows another page, so the head never names the first page's
 * address or preview for another (a phone's Share may use the canonical address).
 */
export function forgetPageHead(): void {
  for (const tag of document.head.querySelectorAll(pageHeadTags)) tag.remove();
}
