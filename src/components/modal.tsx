import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** `drawer` slides in from the right edge (the cart sidebar). */
  variant?: 'dialog' | 'drawer';
  className?: string;
  /** Label of the close button, for screen readers. */
  closeLabel?: string;
};

/**
 * What the open modals go back to. One dialog leading to another (Login to Forgot password and
 * back) opens it from a button that has just gone, so focus is on the page's body: the new one
 * returns focus where the first would have. Forgotten once no dialog is open.
 */
let lastOpener: Element | null = null;

/**
 * A modal built on the native <dialog>: the browser traps focus and makes the page
 * inert; Escape closes it; focus goes back to what opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'dialog',
  className,
  closeLabel,
}: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active && active !== document.body ? active : lastOpener;
      lastOpener = opener.current;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  function handleClose() {
    const previous = opener.current;
    opener.current = null;
    if (!document.querySelector('dialog[open]')) lastOpener = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    if (open) onClose();
  }

  return (
    // Keyboard users close with Escape (the cancel event) or the close button; the click
    // handler only adds closing by a click on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`modal modal--${variant} ${className ?? ''}`}
      aria-labelledby={titleId}
      onClose={handleClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="icon-button modal__close"
              onClick={onClose}
              aria-label={closeLabel ?? t`Close`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
