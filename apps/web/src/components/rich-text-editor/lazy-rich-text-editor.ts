import { lazy } from 'react';

/**
 * The rich-text editor (Tiptap, ProseMirror: about 130 KB gzip), loaded the first time a form shows
 * it (the blog form, a doctor's description), never with the page that holds the form. Render it
 * inside a <Suspense> with a loading message.
 */
export const LazyRichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);
