/** The glyph of a pause toggle: two bars while playing, a triangle once paused. */
export function PlayPauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
      <path
        fill="currentColor"
        d={paused ? 'M3 1.5v9l7.5-4.5Z' : 'M2.5 1.5h2.5v9h-2.5ZM7 1.5h2.5v9H7Z'}
      />
    </svg>
  );
}
