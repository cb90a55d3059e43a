import { Nav } from '../nav';

/** A route with a module and no data. */
export default function PageA() {
  return (
    <>
      <h1>Page A</h1>
      <Nav />
    </>
  );
}
