import type { ClientInstrumentation } from 'react-router';

/** Resolves in a task of its own, queued at once (a timer may be held back by the browser). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Whether the code running now was called by a click (on a link, or a button that moves). */
function withinAClick(): boolean {
  return typeof window !== 'undefined' && window.event?.type === 'click';
}

/**
 * A move asked for by a click (a link's, mostly) starts in a task of its own, just after the click,
 * through React Router's instrumentation hook. Started within the click,
 * the router's first update ('loading') is one React renders at once, before anything else: the
 * old page is rendered and painted again, and only then the next page. Started outside it, both
 * updates are ordinary ones, and a move whose page is ready (its modules run ahead and its data
 * kept, as the link prefetcher leaves them) completes before React renders: one render, the
 * next page's. A move that has to wait for the network shows 'loading' as before. Any other move
 * (a key, a select, a slider's release, a form, code) starts at once, as before: a control that
 * puts each step in the address (the price slider's arrow keys, which a held key repeats) then
 * sees each step there before the next. Why, and what it measured:
 * docs/decisions/0019-instant-navigation.md ("One render a move").
 */
export const navigateAfterTheEvent: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      navigate: async (navigate) => {
        if (withinAClick()) await nextTask();
        await navigate();
      },
    });
  },
};
