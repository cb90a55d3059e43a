import { expect, test, vi } from 'vitest';
import { lazyZodResolver, validationUnavailableMessage } from './lazy-zod-resolver';
import { z } from 'zod';

const customerServiceSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
  subject: z.string().trim().min(1, 'Subject is required'),
  message: z.string().trim().min(1, 'Message is required'),
});

const options = { fields: {}, shouldUseNativeValidation: false } as const;

test('validates with the schema once it has loaded', async () => {
  const load = vi.fn(() => Promise.resolve(customerServiceSchema));
  const { resolver, preload } = lazyZodResolver(load);
  preload();
  const bad = await resolver({ name: '', email: 'x', subject: 's', message: 'm' }, undefined, options);
  expect(bad.errors.name?.message).toBe('Name is required');
  expect(bad.errors.email?.message).toBe('Email is invalid');
  const good = await resolver(
    { name: ' Sam ', email: 'sam@example.com', subject: 's', message: 'm' },
    undefined,
    options,
  );
  expect(good.errors).toEqual({});
  expect(good.values).toEqual({ name: 'Sam', email: 'sam@example.com', subject: 's', message: 'm' });
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load gives a form-wide error, and the next try loads again', async () => {
  const load = vi
    .fn<() => Promise<typeof customerServiceSchema>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue(customerServiceSchema);
  const { resolver } = lazyZodResolver(load);
  const values = { name: '', email: '', subject: '', message: '' };
  const failed = await resolver(values, undefined, options);
  expect(failed.errors.root?.message).toBe(validationUnavailableMessage);
  const retried = await resolver(values, undefined, options);
  expect(retried.errors.name?.message).toBe('Name is required');
  expect(load).toHaveBeenCalledTimes(2);
});

test('preload waits for the browser to be idle: nothing is loaded in the frame that shows the form', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  try {
    const load = vi.fn(() => Promise.resolve(customerServiceSchema));
    const { preload } = lazyZodResolver(load);
    preload();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    for (const callback of idle.splice(0)) callback();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  } finally {
    vi.unstubAllGlobals();
  }
});
