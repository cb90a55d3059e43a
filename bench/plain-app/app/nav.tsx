import { Link } from 'react-router';

/** Plain links between the three pages, each a comfortable tap target. */
export function Nav() {
  const style = { display: 'inline-block', padding: '12px 16px' };
  return (
    <nav aria-label="Pages">
      <Link to="/" style={style}>
        Home
      </Link>
      <Link to="/a" style={style}>
        Go to A
      </Link>
      <Link to="/b" style={style}>
        Go to B
      </Link>
    </nav>
  );
}
