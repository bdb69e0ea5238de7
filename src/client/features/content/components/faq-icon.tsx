import type { FaqIcon as FaqIconName } from '../data/faq.ts'

// Simple line icons, drawn on a 24x24 grid; decorative, since the category title says it all.
const PATHS: Record<FaqIconName, readonly string[]> = {
  search: ['M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13z', 'M15.5 15.5L20 20'],
  send: ['M21 3L3 10.5l7 2.5 2.5 7z', 'M21 3l-11 9.5'],
  document: ['M14 3H6v18h12V7z', 'M14 3v4h4', 'M9 12h6', 'M9 16h6'],
  clock: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 7v5l3.5 2.5'],
  shield: ['M12 3l7 3v5c0 5-3.5 8.5-7 10c-3.5-1.5-7-5-7-10V6z', 'M9 12l2 2 4-4'],
  tag: ['M3 3h8l10 10-8 8L3 11z', 'M7.5 7.5h.01'],
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9.5h8', 'M8 12.5h5'],
}

export function FaqIcon({ name }: { name: FaqIconName }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
