/** Simulated contact, customer-service and newsletter endpoints: a short wait, nothing is sent. */
import { delays } from '@/config/shop';
import { sleep } from '@/lib/sleep';

export async function sendMessage(_message: Record<string, string>): Promise<void> {
  await sleep(delays.messageMs);
}

export async function subscribeToNewsletter(_email: string): Promise<void> {
  await sleep(delays.messageMs);
}
