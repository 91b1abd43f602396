import { useId, type ComponentProps, type ReactNode } from 'react';

const INPUT =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 disabled:bg-slate-100 aria-[invalid=true]:border-red-500';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  required?: boolean;
}

/** Label, control, hint and error; the error text is tied to the control by aria-describedby. */
export function FieldShell({ id, label, error, hint, children, required }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return (
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

/** React 19: `ref` is an ordinary prop (react-hook-form's `register` passes one). */
export interface TextFieldProps extends ComponentProps<'input'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content beside the input (e.g. a verify button). */
  addon?: ReactNode;
}

export function TextField({
  ref,
  label,
  error,
  hint,
  addon,
  id,
  className = '',
  required,
  ...props
}: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const input = (
    <input
      ref={ref}
      id={fieldId}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(fieldId, error, hint)}
      aria-required={required || undefined}
      className={`${INPUT} border-slate-300 ${className}`}
      {...props}
    />
  );
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} required={required}>
      {addon ? (
        <div className="flex gap-2">
          <div className="flex-1">{input}</div>
          {addon}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends ComponentProps<'select'> {
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

export function SelectField({
  ref,
  label,
  error,
  id,
  children,
  className = '',
  required,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <FieldShell id={fieldId} label={label} error={error} required={required}>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error)}
        aria-required={required || undefined}
        className={`${INPUT} border-slate-300 ${className}`}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ ref, label, error, id, className = '', ...props }: CheckboxProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-center gap-2">
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="size-4 rounded border-slate-300 accent-brand-600"
          {...props}
        />
        <label htmlFor={fieldId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
