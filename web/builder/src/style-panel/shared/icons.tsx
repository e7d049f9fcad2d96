import type { ReactNode } from 'react'

/** Small pictures of the style panel's choices, on a 16 px grid in the current colour. */
const pictures = {
  block: <rect x="2.5" y="4.5" width="11" height="7" rx="1" />,
  flex: (
    <>
      <rect x="1.5" y="4.5" width="4" height="7" rx="1" />
      <rect x="6.5" y="4.5" width="4" height="7" rx="1" />
      <path d="M12.5 8h2" />
    </>
  ),
  grid: (
    <>
      <rect x="2.5" y="2.5" width="4.5" height="4.5" rx="1" />
      <rect x="9" y="2.5" width="4.5" height="4.5" rx="1" />
      <rect x="2.5" y="9" width="4.5" height="4.5" rx="1" />
      <rect x="9" y="9" width="4.5" height="4.5" rx="1" />
    </>
  ),
  inline: <path d="M2 8h3M7 8h3M12 8h2" />,
  inlineBlock: (
    <>
      <path d="M1.5 8h2" />
      <rect x="5" y="5.5" width="6" height="5" rx="1" />
      <path d="M12.5 8h2" />
    </>
  ),
  none: (
    <>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M4 12l8-8" />
    </>
  ),
  row: <path d="M2 8h11M10 5l3 3-3 3" />,
  column: <path d="M8 2v11M5 10l3 3 3-3" />,
  rowReverse: <path d="M14 8H3M6 5L3 8l3 3" />,
  columnReverse: <path d="M8 14V3M5 6l3-3 3 3" />,
  wrap: <path d="M2 4h10a2.5 2.5 0 010 5H4M6 7l-2 2 2 2" />,
  noWrap: <path d="M2 8h12" />,
  alignLeft: <path d="M2 3h12M2 6.5h8M2 10h12M2 13.5h8" />,
  alignCenter: <path d="M2 3h12M4 6.5h8M2 10h12M4 13.5h8" />,
  alignRight: <path d="M2 3h12M6 6.5h8M2 10h12M6 13.5h8" />,
  alignJustify: <path d="M2 3h12M2 6.5h12M2 10h12M2 13.5h12" />,
  corners: <path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4" />,
  sides: <rect x="2.5" y="2.5" width="11" height="11" rx="1" />,
} satisfies Record<string, ReactNode>

export type PictureName = keyof typeof pictures

export function Picture({ name }: { name: PictureName }) {
  return (
    <svg
      className="sp-picture"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {pictures[name]}
    </svg>
  )
}
