import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const sendLabels = { idle: 'Send Message', busy: 'Sending...' } as const;

/** The forms' submit button: 'Sending...' with a spinner while the message is on its way. */
export function SendButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
      {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
      {busy ? sendLabels.busy : sendLabels.idle}
    </Button>
  );
}
