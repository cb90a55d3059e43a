import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import * as words from 'virtual:lumina-messages/account';

/** The account page for a guest: 'Please Log In', with a way back here after signing in. */
export function AccountSignedOut() {
  return (
    <EmptyState
      as="h1"
      icon={<UserRound />}
      title={words.signedOutTitle}
      description={words.signedOutDescription}
    >
      <Button asChild>
        <Link to="/login?redirect=/profile">{words.logIn}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/register">{words.signUp}</Link>
      </Button>
    </EmptyState>
  );
}
