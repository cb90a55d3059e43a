import { useSearchParams } from 'react-router';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { LoginForm } from '@/features/auth/components/login-form';
import { TextLink } from '@/features/auth/components/text-link';
import { loginRedirectTarget } from '@/features/auth/model/login-redirect';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: 'Sign In',
  description: `Sign in to your ${shop.brand} account.`,
  path: '/login',
});

export default function Screen() {
  const [params] = useSearchParams();
  return (
    <AuthPanel
      title="Sign In"
      description="Welcome back! Sign in to your account."
      footer={
        <>
          <p>
            Don&apos;t have an account? <TextLink to="/register">Sign up</TextLink>
          </p>
          <p>
            <TextLink to="/">Back to Home</TextLink>
          </p>
        </>
      }
    >
      <LoginForm redirectTo={loginRedirectTarget(params.get('redirect'))} />
    </AuthPanel>
  );
}
