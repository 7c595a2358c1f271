import { useEffect, useState } from 'react';

/**
 * The current instant, moved on every minute. Only instants are compared with it (has this
 * appointment started?), never turned into clock times: that needs no time-zone rule. The server
 * refuses an early "completed" anyway (`not_started_yet`).
 */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
