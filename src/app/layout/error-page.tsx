import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { shop } from '@/config/shop';
import * as words from 'virtual:lumina-messages/errorPage';

interface ErrorPageProps {
  title: string;
  message: string;
}

/** The whole-page fallback of the root error boundary. It uses no provider, so it always renders. */
export function ErrorPage({ title, message }: ErrorPageProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`${title} | ${shop.brand}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{words.tryAgain}</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            {words.toHome}
          </Link>
        </Button>
      </div>
    </main>
  );
}
