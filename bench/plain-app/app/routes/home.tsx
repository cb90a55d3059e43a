import { Nav } from '../nav';

export default function Home() {
  return (
    <>
      <h1>Plain home</h1>
      <Nav />
    </>
  );
}
