import type { ReactNode, RefObject } from 'react';
import { SubmitButton } from './SubmitButton';
import { FIELD_ERROR } from './useDraftFields';
import { PlainForm } from './PlainForm';
import styles from './LongForm.module.css';

/** The long forms' frame (the post form, the article editor): groups of fields, one submit. */
export function LongForm({
  formRef,
  onSubmit,
  pending,
  submitText,
  testId,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  pending: boolean;
  submitText: string;
  /** The form's test id; its submit button's is `${testId}-submit` less the `-form`. */
  testId: 'post-form' | 'article-form';
  children: ReactNode;
}) {
  return (
    <PlainForm
      ref={formRef}
      className={styles.form}
      data-testid={testId}
      noValidate
      onSubmit={onSubmit}
    >
      {children}
      <div className={styles.footer}>
        <SubmitButton pending={pending} testId={testId.replace('-form', '-submit')}>
          {submitText}
        </SubmitButton>
      </div>
    </PlainForm>
  );
}

/** A field of a long form: its label (and hint), the control, and the field's error under it. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {hint && (
          <>
            {' '}
            <span className={styles.hint}>{hint}</span>
          </>
        )}
      </label>
      {children}
      <FieldError error={error} />
    </div>
  );
}

/** A field's (or a group's) error, which the form scrolls to when it refuses to send. */
export function FieldError({
  error,
  className,
}: {
  error: string | undefined;
  className?: string;
}) {
  return error ? (
    <p className={className ? `${styles.error} ${className}` : styles.error} {...FIELD_ERROR}>
      {error}
    </p>
  ) : null;
}
