import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify } from 'dompurify';
import { htmlToText } from '../../../lib/text-excerpt.ts';

/** The editor's allow-list (seed-spec section 5): links http, https, mailto, tel; images may be data. */
const sanitizeOptions = {
  ALLOWED_TAGS: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'img'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

let loadedPurifier: DOMPurify | null = null;

/**
 * A doctor's description: HTML the server already sanitised, sanitised again before rendering
 * (decisions.md). DOMPurify is loaded on demand so the home page's first bundle stays small; until it
 * arrives, the text is shown without its formatting.
 */
export function DoctorDescription({ html }: { html: string }) {
  const [purifier, setPurifier] = useState(loadedPurifier);
  useEffect(() => {
    if (purifier) return;
    let current = true;
    void import('dompurify').then(({ default: module }) => {
      loadedPurifier = module;
      if (current) setPurifier(() => module);
    });
    return () => {
      current = false;
    };
  }, [purifier]);

  const text = useMemo(() => htmlToText(html), [html]);
  const safeHtml = useMemo(() => purifier?.sanitize(html, sanitizeOptions), [purifier, html]);

  if (safeHtml === undefined) {
    return (
      <div className="doctor-description" dir="auto">
        <p>{text}</p>
      </div>
    );
  }
  return <div className="doctor-description" dir="auto" dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
