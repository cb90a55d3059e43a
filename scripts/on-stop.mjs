// Stopping a foreground server: on Ctrl-C (SIGINT), SIGTERM or SIGHUP, and when the process that
// started it goes away. `npm run x` runs the script under `sh -c`; a SIGTERM sent to npm ends that
// shell without passing the signal on, and the server would keep its port with no parent.

/** Calls stop once, on the first of those events. */
export function onStop(stop) {
  const parent = process.ppid;
  let stopped = false;
  const once = (reason) => {
    if (stopped) return;
    stopped = true;
    clearInterval(watch);
    stop(reason);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => once(signal));
  const watch = setInterval(() => {
    if (process.ppid !== parent) once('SIGTERM');
  }, 500);
  watch.unref();
}
