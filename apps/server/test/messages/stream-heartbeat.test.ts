import { logout } from '@huaren/contract';
import { expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { callOk } from '../support/call-ok';
import { streamOf } from '../support/event-stream';
import { createSessionUser } from '../support/posts';

// The heartbeat is 25 s in production (decision 0036); a tenth of a second here.
const ctx = useTestApp({ streamHeartbeatMs: 100 });

it('pings every open stream, and a heartbeat after the session ended closes it', async () => {
  const t = ctx();
  const [leaving, staying] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
  const gone = await streamOf(t, leaving.token);
  const kept = await streamOf(t, staying.token);
  await expect.poll(() => gone.pings, { timeout: 15_000 }).toBeGreaterThan(1);
  await callOk(t, logout, { id: leaving.id }, leaving.token);
  await gone.ended;
  const pings = kept.pings;
  await expect.poll(() => kept.pings, { timeout: 15_000 }).toBeGreaterThan(pings + 1);
  kept.close();
});
