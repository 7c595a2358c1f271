import { isAllowedImageSource, isAllowedSrcset, richTextPolicy } from './rich-text-policy.ts';

/** Turns user HTML into HTML safe to show, with the editor's allow-list. */
export type Sanitize = (html: string) => string;

let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

/** The sanitiser if it is there already (a page rendered after it loaded), else null. */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}

/**
 * Loads DOMPurify once, on demand, so the home page's first bundle stays small. A page that will
 * show rich text calls this while its data loads, so both arrive together; main.tsx waits for it
 * before hydrating a page the server rendered with rich text. The instance is our own: hooks other
 * code adds to the shared default instance never apply to it.
 */
export function loadRichTextSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: createSanitizer }) => {
      const sanitizer = createSanitizer(window);
      // An image from another server would tell it who reads the page (decision 048): removed.
      sanitizer.addHook('uponSanitizeElement', (node, event) => {
        const element = node as Element;
        if (event.tagName === 'img' && !isAllowedImageSource(element.getAttribute('src'))) element.remove();
      });
      sanitizer.addHook('uponSanitizeAttribute', (_node, event) => {
        if (event.attrName === 'srcset' && !isAllowedSrcset(event.attrValue)) event.keepAttr = false;
      });
      loaded = (html) => sanitizer.sanitize(html, richTextPolicy);
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a later page may try again
      throw error;
    },
  );
  return loading;
}

/**
 * On the server (entry-server.tsx), there is no DOM for DOMPurify: the HTML is shown as the server
 * stored it, which its own sanitiser wrote (modules/content, product.md §10). The browser sanitises
 * it again once it renders it itself.
 */
export function trustServerSanitisedHtml(): void {
  loaded = (html) => html;
}
