import type { RefObject } from 'react';

/**
 * The hidden file input behind a photo button (`inputRef.current.click()` opens it): `onImage`
 * takes the chosen file, and the input is emptied so the same file can be chosen again.
 */
export function ImageFileInput({
  inputRef,
  testId,
  onImage,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  onImage: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      hidden
      data-testid={testId}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        event.target.value = '';
        if (chosen) onImage(chosen);
      }}
    />
  );
}
