/**
 * The local server's mailbox for password resets. Vendure makes a reset token when a customer asks
 * for one (the Shop API's requestPasswordReset) and leaves sending the e-mail to a plugin. A real
 * shop adds Vendure's EmailPlugin with its mail server and points its password-reset link at the
 * storefront's /reset-password; this one writes the e-mail a customer would get into a folder
 * (vendure/.data/mail/ by default), one file a message, so a developer and the tests can open the
 * link. The link is `<LUMINA_STOREFRONT_URL>/reset-password?token=…`. Written without TypeScript's
 * decorator syntax: the decorators are applied as the functions they are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject } from '@nestjs/common';
import { EventBus, PasswordResetEvent, PluginCommonModule, VendurePlugin } from '@vendure/core';

/** The text of the e-mail that carries `link` to `to`. */
export function resetMail(to, link) {
  return [
    `To: ${to}`,
    'Subject: Reset your password',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Someone asked to reset the password of your account. Choose a new one here:',
    link,
    '',
    'The link works once. If you did not ask, ignore this e-mail: your password stays as it is.',
    '',
  ].join('\r\n');
}

/** Where the mails go and the storefront their links open; set by ResetMailPlugin.init. */
const options = { mailDir: '', storefront: '' };

export class ResetMailPlugin {
  constructor(eventBus) {
    this.eventBus = eventBus;
  }

  /** Writes the mails to `mailDir`, with links into the storefront at `storefront`. */
  static init(settings) {
    Object.assign(options, settings);
    return ResetMailPlugin;
  }

  onApplicationBootstrap() {
    this.eventBus.ofType(PasswordResetEvent).subscribe(({ user }) => {
      const token = user.getNativeAuthenticationMethod(false)?.passwordResetToken;
      if (!token) return;
      const link = new URL(`/reset-password?token=${encodeURIComponent(token)}`, options.storefront).href;
      mkdirSync(options.mailDir, { recursive: true });
      const name = `${Date.now()}-password-reset-${user.identifier.replace(/[^\w.@+-]/g, '_')}.eml`;
      writeFileSync(path.join(options.mailDir, name), resetMail(user.identifier, link));
    });
  }
}

Inject(EventBus)(ResetMailPlugin, undefined, 0);
VendurePlugin({ imports: [PluginCommonModule], compatibility: '^3.0.0' })(ResetMailPlugin);
