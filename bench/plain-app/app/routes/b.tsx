import { useLoaderData } from 'react-router';
import { Nav } from '../nav';

/** Runs at build time (prerendered): a navigation to /b needs this module and /b.data. */
export function loader() {
  return { items: ['one', 'two', 'three'] };
}

/** A route with a module and data. */
export default function PageB() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Page B</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Nav />
    </>
  );
}
