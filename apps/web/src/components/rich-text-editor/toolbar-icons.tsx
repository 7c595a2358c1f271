/**
 * The toolbar's pictures: letters for headings and text styles, inline SVG for the rest (no icon
 * font, nothing from another origin). Decorative: each button is named by its aria-label.
 */
const svgProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function BulletListIcon() {
  return (
    <svg {...svgProps} className="rte-mirror">
      <circle cx="4.5" cy="6" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="4.5" cy="12" r="1.2" fill="currentColor" stroke="none" />
      <circle cx="4.5" cy="18" r="1.2" fill="currentColor" stroke="none" />
      <path d="M9 6h11M9 12h11M9 18h11" />
    </svg>
  );
}

/** Numbers would read backwards when mirrored: the marks are bars of growing length instead. */
export function OrderedListIcon() {
  return (
    <svg {...svgProps} className="rte-mirror">
      <path d="M4 4.5v3M3.2 11h1.6M3.2 13h1.6M3 17h2M3 19.5h2" strokeWidth={1.6} />
      <path d="M9 6h11M9 12h11M9 18h11" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg {...svgProps}>
      <path d="M10 13.5a4 4 0 0 0 6 .4l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
      <path d="M14 10.5a4 4 0 0 0-6-.4l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />
    </svg>
  );
}

export function ImageIcon() {
  return (
    <svg {...svgProps}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m4 18 5.5-5.5 3.5 3.5 2.5-2.5L20 18" />
    </svg>
  );
}
