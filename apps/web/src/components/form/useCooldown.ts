import { useEffect, useState } from 'react';
import { cooldownLeft, sentBefore, startCooldown } from '../../lib/cooldown';

/** The countdown of one code target as React state, ticking while it runs. */
export function useCooldown(key: string | null) {
  const [now, setNow] = useState(() => Date.now());
  const left = key === null ? 0 : cooldownLeft(key, now);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    // A quarter second keeps the shown number within a beat of the real one.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running, key]);
  return {
    left,
    sent: key !== null && sentBefore(key),
    start(target: string, seconds: number) {
      const at = Date.now();
      startCooldown(target, seconds, at);
      setNow(at);
    },
  };
}
