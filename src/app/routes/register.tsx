import { AuthPanel } from '@/features/auth/components/auth-panel';
import { RegisterForm } from '@/features/auth/components/register-form';
import { TextLink } from '@/features/auth/components/text-link';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/authPages';

export const meta = staticMeta({
  title: words.registerTitle,
  description: words.registerMetaDescription({ brand: shop.brand }),
  path: '/register',
});

export default function Screen() {
  return (
    <AuthPanel
      title={words.registerTitle}
      description={words.registerDescription({ brand: shop.brand })}
      footer={
        <>
          <p>
            {words.haveAccount} <TextLink to="/login">{words.signIn}</TextLink>
          </p>
          <p>
            <TextLink to="/">{words.backToHome}</TextLink>
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthPanel>
  );
}
