import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { TextLink } from '@/features/auth/components/text-link';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';
import * as authWords from 'virtual:lumina-messages/authPages';
import * as words from 'virtual:lumina-messages/passwordReset';

// Only in a build whose backend sends password-reset e-mails (routes.ts): their link opens it.
export const meta = staticMeta({
  title: words.title,
  description: words.metaDescription({ brand: shop.brand }),
  path: '/reset-password',
  noindex: true,
});

export default function Screen() {
  return (
    <AuthPanel
      title={words.title}
      description={words.description}
      footer={
        <>
          <p>
            {words.needNewLink} <TextLink to="/forgot-password">{words.askNewLink}</TextLink>
          </p>
          <p>
            <TextLink to="/">{authWords.backToHome}</TextLink>
          </p>
        </>
      }
    >
      <ResetPasswordForm />
    </AuthPanel>
  );
}
