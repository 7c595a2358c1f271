import type { Locale } from '@tabib/shared';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A mail's HTML from its translated text: one paragraph per blank-line-separated block, in the
 * recipient's language and direction.
 */
export function mailHtml(locale: Locale, text: string): string {
  const paragraphs = text.split('\n\n');
  return `<div dir="${locale === 'ar' ? 'rtl' : 'ltr'}" lang="${locale}">${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')}</div>`;
}
