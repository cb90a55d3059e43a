import { Send } from 'lucide-react';
import { BusyButton } from '@/components/busy-button';

export const sendLabels = { idle: 'Send Message', busy: 'Sending...' } as const;

/** The forms' submit button: 'Sending...' with a spinner while the message is on its way. */
export function SendButton({ busy }: { busy: boolean }) {
  return (
    <BusyButton
      busy={busy}
      busyLabel={sendLabels.busy}
      icon={<Send aria-hidden="true" />}
      size="lg"
      className="w-full sm:w-auto"
    >
      {sendLabels.idle}
    </BusyButton>
  );
}
