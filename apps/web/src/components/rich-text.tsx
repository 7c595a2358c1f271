import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { isAllowedSrcset, richTextPolicy } from '../lib/rich-text-policy.ts';
import { htmlToText } from '../lib/text-excerpt.ts';

let loadedSanitizer: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

/**
 * Loads DOMPurify once, on demand, so the home page's first bundle stays small. A page that will
 * show rich text calls this while its data loads, so both arrive together. The instance is our own:
 * hooks other code adds to the shared default instance never apply to it.
 */
export function loadRichTextSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(
    ({ default: createSanitizer }) => {
      const sanitizer = createSanitizer(window);
      sanitizer.addHook('uponSanitizeAttribute', (_node, event) => {
        if (event.attrName === 'srcset' && !isAllowedSrcset(event.attrValue)) event.keepAttr = false;
      });
      loadedSanitizer = sanitizer;
      return sanitizer;
    },
    (error: unknown) => {
      loading = null; // a later page may try again
      throw error;
    },
  );
  return loading;
}

export interface RichTextProps {
  /** HTML the server already sanitised; it is sanitised again here before rendering (product.md §10). */
  html: string;
  className: string;
  dir?: 'auto' | 'ltr' | 'rtl';
  /** The text's language when it may differ from the page's. */
  lang?: string | undefined;
}

/**
 * User HTML (doctor descriptions, blog posts) sanitised with the editor's allow-list. Until the
 * sanitiser arrives, the text is shown without its formatting.
 */
export function RichText({ html, className, dir, lang }: RichTextProps) {
  const [sanitizer, setSanitizer] = useState(loadedSanitizer);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    // DOMPurify is a function: wrapped, so React stores it instead of calling it as an updater.
    loadRichTextSanitizer().then(
      (loaded) => current && setSanitizer(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sanitizer]);

  const safeHtml = useMemo(() => sanitizer?.sanitize(html, richTextPolicy), [sanitizer, html]);
  const text = useMemo(() => (safeHtml === undefined ? htmlToText(html) : ''), [safeHtml, html]);

  if (safeHtml === undefined) {
    return (
      <div className={className} dir={dir} lang={lang}>
        <p>{text}</p>
      </div>
    );
  }
  return <div className={className} dir={dir} lang={lang} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
