import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

type FieldShellProps = {
  label: string;
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
function FieldShell({ label, error, hint, id, className, children }: FieldShellProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={controlId}>{label}</label>
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

type Labelled = { label: string; error?: string; hint?: string };

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: ComponentPropsWithRef<'input'> & Labelled) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} {...input} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  ...select
}: ComponentPropsWithRef<'select'> & Labelled) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <select {...control} {...select} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...area
}: ComponentPropsWithRef<'textarea'> & Labelled) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...control} {...area} />}
    </FieldShell>
  );
}
