import { Extension } from '@tiptap/react';

/**
 * dir="auto" on paragraphs and headings, in the editor and in the saved HTML: each reads its
 * direction from its own text, so an Arabic paragraph runs right to left in a French post and the
 * other way round. Not on lists and list items: a list item's text sits in a paragraph that has its
 * own dir, so dir="auto" on the item would find no letter and put the bullet on the left; lists
 * follow the page (the interface in the editor, the article's language once published). Tiptap's
 * own textDirection option puts it on every node, lists included.
 */
export const AutoDirection = Extension.create({
  name: 'autoDirection',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          dir: {
            default: 'auto',
            parseHTML: (element) => {
              const dir = element.getAttribute('dir');
              return dir === 'ltr' || dir === 'rtl' ? dir : 'auto';
            },
            renderHTML: (attributes) => ({ dir: attributes.dir as string }),
          },
        },
      },
    ];
  },
});
