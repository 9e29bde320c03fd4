import { Code } from '@huaren/contract';
import { Refusal } from '../../../lib/envelope';

/** An order must name each of `current` exactly once: a partial list would leave ties behind. */
export function checkOrder(ids: readonly number[], current: readonly number[], reason: string) {
  const given = new Set(ids);
  if (
    given.size !== ids.length ||
    ids.length !== current.length ||
    current.some((id) => !given.has(id))
  ) {
    throw new Refusal(Code.invalid, reason);
  }
}
