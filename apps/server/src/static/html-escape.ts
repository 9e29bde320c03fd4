/** User text as HTML text or a quoted attribute value: it can never close a tag or an attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * A value as the text of a `<script type="application/ld+json">`: JSON.stringify's output with
 * every `<` written as \u003c, so no string inside can end the script element (`</script>`) or
 * open a comment; JSON readers see the same value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
