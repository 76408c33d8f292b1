import { Trans } from '@lingui/react/macro';
import { focusNextRemoveButton } from '@/lib/focus-after-removal';

type RemoveButtonProps = {
  /** Read after "Remove" by screen readers: what goes, as in "Remove Ashwagandha". */
  what: string;
  onRemove: () => void;
  /** Where focus goes when the last item is removed. */
  focusWhenLast: () => void;
};

/**
 * A list item's Remove button. Before the item goes, focus moves on to the Remove button of the
 * next item (or the previous one), so a keyboard user goes on from there instead of from nowhere.
 */
export function RemoveButton({ what, onRemove, focusWhenLast }: RemoveButtonProps) {
  return (
    <button
      type="button"
      className="link-button"
      data-removes
      onClick={(event) => {
        focusNextRemoveButton(event.currentTarget, focusWhenLast);
        onRemove();
      }}
    >
      <Trans>
        Remove<span className="visually-hidden"> {what}</span>
      </Trans>
    </button>
  );
}
