import { AuthPanel } from '@/features/auth/components/auth-panel';
import { RegisterForm } from '@/features/auth/components/register-form';
import { TextLink } from '@/features/auth/components/text-link';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: 'Create Account',
  description: `Create a ${shop.brand} account.`,
  path: '/register',
});

export default function Screen() {
  return (
    <AuthPanel
      title="Create Account"
      description={`Join ${shop.brand} to save your details and follow your orders.`}
      footer={
        <>
          <p>
            Already have an account? <TextLink to="/login">Sign in</TextLink>
          </p>
          <p>
            <TextLink to="/">Back to Home</TextLink>
          </p>
        </>
      }
    >
      <RegisterForm />
    </AuthPanel>
  );
}
