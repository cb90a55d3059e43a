import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { TextLink } from '@/features/auth/components/text-link';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/authPages';

export const meta = staticMeta({
  title: words.forgotTitle,
  description: words.forgotMetaDescription({ brand: shop.brand }),
  path: '/forgot-password',
});

export default function Screen() {
  return (
    <AuthPanel
      title={words.forgotTitle}
      description={words.forgotDescription}
      footer={
        <>
          <p>
            {words.rememberedIt} <TextLink to="/login">{words.backToSignIn}</TextLink>
          </p>
          <p>
            <TextLink to="/">{words.backToHome}</TextLink>
          </p>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
