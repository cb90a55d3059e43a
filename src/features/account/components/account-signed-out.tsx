import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** The account page for a guest: 'Please Log In', with a way back here after signing in. */
export function AccountSignedOut() {
  return (
    <EmptyState
      as="h1"
      icon={<UserRound />}
      title="Please Log In"
      description="Sign in to see your profile, orders, wishlist and settings."
    >
      <Button asChild>
        <Link to="/login?redirect=/profile">Log In</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/register">Sign Up</Link>
      </Button>
    </EmptyState>
  );
}
