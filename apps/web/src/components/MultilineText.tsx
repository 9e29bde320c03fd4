import { Fragment } from 'react';

/**
 * Text whose line breaks show as <br/> (spec section 3, parameter config values). Rendered as
 * React text nodes, never as HTML: markup in an admin-edited value stays visible text.
 */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
