/**
 * A recipient as log lines show it: enough to tell messages apart and to answer "did my code go
 * out?", not enough to harvest contacts from the logs.
 * `chen.wei@example.com` → `c***@example.com`; `+17185550123` → `+17*****0123`.
 */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  if (to.length <= 6) return '*'.repeat(to.length);
  return `${to.slice(0, 3)}${'*'.repeat(to.length - 7)}${to.slice(-4)}`;
}
