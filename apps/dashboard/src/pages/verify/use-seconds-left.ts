import { useEffect, useState } from 'react';
import { secondsUntil } from './countdown';

/** The whole seconds left until `until` (epoch ms), updated every second while there are any. */
export function useSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(Date.now);
  const left = secondsUntil(until, now);

  useEffect(() => {
    setNow(Date.now());
    if (until === undefined) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return left;
}
