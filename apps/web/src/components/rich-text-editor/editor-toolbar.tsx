import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulletListIcon, ImageIcon, LinkIcon, OrderedListIcon } from './toolbar-icons.tsx';
import { toolbarFocusTarget } from './toolbar-keys.ts';

export interface EditorToolbarProps {
  editor: Editor;
  /** Accessible name of the toolbar. */
  label: string;
  /** Id of the editable area the buttons act on. */
  controls: string;
  onLink: () => void;
  onImage: () => void;
}

interface ToolbarItem {
  /** Key of its name under MyBlogs.editor. */
  name: string;
  glyph: ReactNode;
  /** A toggle (aria-pressed), or a button opening a dialog (pressed is then only shown). */
  pressed: boolean;
  opensDialog?: boolean;
  /** First of a group: a little space before it. */
  groupStart?: boolean;
  run: () => void;
}

/**
 * The toolbar of product.md §5: headers 1-3, bold, italic, underline, strike, ordered and
 * bullet lists, link, image. One Tab stop; the arrows, Home and End move between the buttons
 * (WAI-ARIA toolbar pattern, roving tabindex).
 */
export function EditorToolbar({ editor, label, controls, onLink, onImage }: EditorToolbarProps) {
  const { t } = useTranslation();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [tabStop, setTabStop] = useState(0);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      heading1: current.isActive('heading', { level: 1 }),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      orderedList: current.isActive('orderedList'),
      bulletList: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3): ToolbarItem => ({
    name: `heading${level}`,
    glyph: <span className="rte-glyph-heading">H{level}</span>,
    pressed: active[`heading${level}`],
    groupStart: level === 1,
    run: () => chain().toggleHeading({ level }).run(),
  });
  const items: ToolbarItem[] = [
    heading(1),
    heading(2),
    heading(3),
    { name: 'bold', glyph: 'B', pressed: active.bold, groupStart: true, run: () => chain().toggleBold().run() },
    {
      name: 'italic',
      glyph: <span className="rte-glyph-italic">I</span>,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      name: 'underline',
      glyph: <span className="rte-glyph-underline">U</span>,
      pressed: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      name: 'strike',
      glyph: <span className="rte-glyph-strike">S</span>,
      pressed: active.strike,
      run: () => chain().toggleStrike().run(),
    },
    {
      name: 'orderedList',
      glyph: <OrderedListIcon />,
      pressed: active.orderedList,
      groupStart: true,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: 'bulletList',
      glyph: <BulletListIcon />,
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    { name: 'link', glyph: <LinkIcon />, pressed: active.link, opensDialog: true, groupStart: true, run: onLink },
    { name: 'image', glyph: <ImageIcon />, pressed: false, opensDialog: true, run: onImage },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = toolbarFocusTarget(event.key, index, items.length, rtl);
    if (next === null) return;
    event.preventDefault();
    setTabStop(next);
    buttons.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className="rte-toolbar" onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const name = t(`MyBlogs.editor.${item.name}`);
        return (
          <button
            key={item.name}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={item.groupStart && index > 0 ? 'rte-button rte-group-start' : 'rte-button'}
            tabIndex={index === tabStop ? 0 : -1}
            aria-label={name}
            title={name}
            aria-pressed={item.opensDialog ? undefined : item.pressed}
            aria-haspopup={item.opensDialog ? 'dialog' : undefined}
            data-active={item.opensDialog && item.pressed ? 'true' : undefined}
            onFocus={() => setTabStop(index)}
            onClick={item.run}
          >
            {item.glyph}
          </button>
        );
      })}
    </div>
  );
}
