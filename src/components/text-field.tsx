import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

type FieldShellProps = {
  label: string;
  /** The label is read by screen readers only (the field's purpose shows otherwise, e.g. a placeholder beside a button). */
  hideLabel?: boolean;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
};

/** A label, a control, and its hint and error linked to it (aria-describedby, aria-invalid). */
function FieldShell({ label, hideLabel, error, hint, id, className, children }: FieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

type Labelled = Pick<FieldShellProps, 'label' | 'hideLabel' | 'error' | 'hint'>;

export function TextField({
  label,
  hideLabel,
  error,
  hint,
  id,
  className,
  ...input
}: ComponentPropsWithRef<'input'> & Labelled) {
  return (
    <FieldShell
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      id={id}
      className={className}
    >
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  hideLabel,
  error,
  hint,
  id,
  className,
  ...select
}: ComponentPropsWithRef<'select'> & Labelled) {
  return (
    <FieldShell
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      id={id}
      className={className}
    >
      {(control) => <select {...control} {...select} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  hideLabel,
  error,
  hint,
  id,
  className,
  ...area
}: ComponentPropsWithRef<'textarea'> & Labelled) {
  return (
    <FieldShell
      label={label}
      hideLabel={hideLabel}
      error={error}
      hint={hint}
      id={id}
      className={className}
    >
      {(control) => <textarea {...control} {...area} />}
    </FieldShell>
  );
}
