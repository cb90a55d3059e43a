import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { offlineText } from '../offline-text';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A quiet notice when the shop goes offline, and for a few seconds when it is back: a small pill
 * just under the header's right end (where no page puts a control), announced politely (a live
 * region, not a second role=status beside the pages' own). Fixed, so
 * it moves nothing; empty while the connection is fine (the prerender assumes it is). Its box has
 * a set width and each message is a new pill, so a shorter message moves no edge (no layout shift).
 */
export function ConnectionNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const [backAt, setBackAt] = useState<number | null>(null);
  useEffect(() => {
    const back = () => setBackAt(Date.now());
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  useEffect(() => {
    if (backAt === null) return;
    const id = setTimeout(() => setBackAt(null), 4000);
    return () => clearTimeout(id);
  }, [backAt]);
  const shown = !online ? 'offline' : backAt !== null ? 'back' : null;
  const Icon = shown === 'offline' ? WifiOff : Wifi;
  return (
    <div
      aria-live="polite"
      data-testid="connection-notice"
      className="pointer-events-none fixed end-2 top-[7.5rem] z-30 flex w-80 max-w-[calc(100vw_-_1rem)] justify-end md:top-[4.5rem] lg:top-[6.5rem]"
    >
      {shown ? (
        <p
          key={shown}
          className="flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs font-medium text-foreground shadow-sm"
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {shown === 'offline' ? offlineText.offline : offlineText.online}
        </p>
      ) : null}
    </div>
  );
}
