import type { ComponentProps } from 'react';

type PlainFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** What submitting (the submit button, or Enter in a field) does instead of loading a page. */
  onSubmit: () => void;
};

/** A form the app sends itself rather than through antd's Form: submitting never reloads. */
export function PlainForm({ onSubmit, ...props }: PlainFormProps) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}
