import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { TextLink } from '@/features/auth/components/text-link';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: 'Forgot Password',
  description: `Reset your ${shop.brand} password.`,
  path: '/forgot-password',
});

export default function Screen() {
  return (
    <AuthPanel
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
      footer={
        <>
          <p>
            Remembered it? <TextLink to="/login">Back to Sign In</TextLink>
          </p>
          <p>
            <TextLink to="/">Back to Home</TextLink>
          </p>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPanel>
  );
}
