/**
 * Milliseconds since the epoch. Every time-based rule (sessions, codes, limits, locks, the
 * protocol's window) reads the app's clock rather than Date.now(), so tests advance time instead
 * of sleeping (buildApp's `now` option).
 */
export type Clock = () => number;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
