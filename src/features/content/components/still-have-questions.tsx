import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The FAQ's closing block, for when the answer is not there (docs/shop-rules.md, Help and content pages). */
export function StillHaveQuestions() {
  return (
    <section className="mt-16 rounded-lg bg-secondary p-8 text-center">
      <h2 className="text-2xl font-bold text-secondary-foreground">Still have questions?</h2>
      <p className="mx-auto mt-2 max-w-xl text-secondary-foreground">
        Our support team is happy to help. Send us a message, or chat with us on the customer service page.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/contact">Contact Support</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/customer-service">Live Chat</Link>
        </Button>
      </div>
    </section>
  );
}
