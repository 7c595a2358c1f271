import './rich-text-editor.css';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoDirection } from './auto-direction.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { ImageDialog } from './image-dialog.tsx';
import { LinkDialog, type LinkDialogProps } from './link-dialog.tsx';
import { isAllowedLinkAddress } from './link-address.ts';

/** What a form may do with the editor: focus it, e.g. when its content is refused. */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** The HTML to show; a value from outside (another post to edit) replaces the content when unfocused. */
  value: string;
  /** Called with the editor's HTML after each change ('<p></p>' when emptied). */
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  /** Id of the visible label: it names the editable area. */
  labelledBy: string;
  /** Marks the editable area invalid. */
  invalid?: boolean | undefined;
  /** Id of the error (or hint) describing the editable area. */
  describedBy?: string | undefined;
  /** Alternative text of inserted images (product.md §5: the title plus ' - image'). */
  imageAlt: string;
  /**
   * Direction of the editor, its lists and its empty lines; the interface's when absent. Paragraphs
   * and headings also carry dir="auto" (auto-direction.ts), so Arabic text runs right to left,
   * paragraph by paragraph, whatever the interface, in the editor and on the published page.
   */
  dir?: 'ltr' | 'rtl' | undefined;
  /** Language of the text written (a doctor's description in one of three languages). */
  lang?: string | undefined;
  ref?: Ref<RichTextEditorHandle> | undefined;
}

/**
 * What the editor can produce: the toolbar's formats and nothing the server's allow-list would
 * drop (product.md §5). Undo groups a second of typing, 100 steps (section 9). Links keep to
 * http, https, mailto and tel, and a click edits rather than follows them.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    undoRedo: { depth: 100, newGroupDelay: 1000 },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['tel'],
      isAllowedUri: (url) => isAllowedLinkAddress(url),
    },
  }),
  Image.configure({ allowBase64: true }),
  AutoDirection,
];

type OpenDialog = 'link' | 'image' | null;

/**
 * The blog's rich-text editor (Tiptap): toolbar, editable area and the link and image dialogs.
 * Loaded on demand with the blog form, so no other page carries ProseMirror.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  invalid = false,
  describedBy,
  imageAlt,
  dir,
  lang,
  ref,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const areaId = `${id}-area`;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Where the focus goes once a dialog has gone: the editor after a change, else the button.
  const focusAfterDialog = useRef<'editor' | HTMLElement | null>(null);

  const editor = useEditor({
    extensions,
    content: value,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: areaId,
        class: 'rte-editable',
        // Not auto: paragraphs have their own dir, so an auto root would find no letter and be left to right.
        dir: dir ?? i18n.dir(),
        ...(lang ? { lang } : {}),
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-invalid': invalid ? 'true' : 'false',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
  });

  // useEditor may hand over a new instance after a slow first commit (it destroys one left unmounted
  // for a millisecond): the effects below skip a destroyed one and run again with its successor.
  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (!editor.isDestroyed) editor.commands.focus();
      },
    }),
    [editor],
  );

  // A value from outside replaces the content; not while the author types, when `value` may still be
  // the echo of an earlier keystroke and would take the last ones back.
  useEffect(() => {
    if (editor.isDestroyed || editor.isFocused) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isDestroyed) return;
    const changed = () => onChange(editor.getHTML());
    editor.on('update', changed);
    return () => {
      editor.off('update', changed);
    };
  }, [editor, onChange]);

  useEffect(() => {
    if (!onBlur || editor.isDestroyed) return;
    editor.on('blur', onBlur);
    return () => {
      editor.off('blur', onBlur);
    };
  }, [editor, onBlur]);

  useEffect(() => {
    if (dialog !== null) return;
    const target = focusAfterDialog.current;
    focusAfterDialog.current = null;
    if (target !== 'editor') target?.focus();
    else if (!editor.isDestroyed) editor.commands.focus();
  }, [dialog, editor]);

  const open = (which: 'link' | 'image') => {
    focusAfterDialog.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(which);
  };
  const close = (changed: boolean) => {
    if (changed) focusAfterDialog.current = 'editor';
    setDialog(null);
  };

  const applyLink: LinkDialogProps['onApply'] = (address) => {
    if (address.kind === 'remove') {
      editor.chain().extendMarkRange('link').unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text, and typing goes on unlinked.
      editor
        .chain()
        .insertContent({ type: 'text', text: address.href, marks: [{ type: 'link', attrs: { href: address.href } }] })
        .unsetMark('link')
        .run();
    } else {
      editor.chain().extendMarkRange('link').setLink({ href: address.href }).run();
    }
    close(true);
  };

  const insertImage = (src: string) => {
    editor.chain().setImage({ src, alt: imageAlt }).run();
    close(true);
  };

  return (
    <div className={invalid ? 'rte rte-invalid' : 'rte'}>
      <EditorToolbar
        editor={editor}
        label={t('MyBlogs.editor.toolbar')}
        controls={areaId}
        onLink={() => open('link')}
        onImage={() => open('image')}
      />
      <EditorContent editor={editor} />
      {dialog === 'link' && (
        <LinkDialog
          initial={String(editor.getAttributes('link').href ?? '')}
          onApply={applyLink}
          onClose={() => close(false)}
        />
      )}
      {dialog === 'image' && <ImageDialog onInsert={insertImage} onClose={() => close(false)} />}
    </div>
  );
}
