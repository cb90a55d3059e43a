import { useSearchParams } from 'react-router';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { LoginForm } from '@/features/auth/components/login-form';
import { TextLink } from '@/features/auth/components/text-link';
import { loginRedirectTarget } from '@/features/auth/model/login-redirect';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/authPages';

export const meta = staticMeta({
  title: words.signInTitle,
  description: words.signInMetaDescription({ brand: shop.brand }),
  path: '/login',
});

export default function Screen() {
  const [params] = useSearchParams();
  return (
    <AuthPanel
      title={words.signInTitle}
      description={words.signInDescription}
      footer={
        <>
          <p>
            {words.noAccount} <TextLink to="/register">{words.signUp}</TextLink>
          </p>
          <p>
            <TextLink to="/">{words.backToHome}</TextLink>
          </p>
        </>
      }
    >
      <LoginForm redirectTo={loginRedirectTarget(params.get('redirect'))} />
    </AuthPanel>
  );
}
