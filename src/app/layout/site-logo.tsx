import { Link } from 'react-router';
import { logo } from 'virtual:lumina-look/logo';
import { shop } from '@/config/shop';
import * as words from 'virtual:lumina-messages/header';

/**
 * The header's logo, a link home named '<brand> home': the look's text (in its sans or display font)
 * or its image, drawn 2rem high at the width its size gives, so nothing moves as it loads.
 */
export function SiteLogo() {
  const font = 'font' in logo && logo.font === 'display' ? ' font-display' : '';
  return (
    <Link
      to="/"
      className={`text-2xl font-extrabold tracking-tight text-primary${font}`}
      aria-label={words.logoHome({ brand: shop.brand })}
    >
      {'image' in logo ? (
        <img src={logo.image} alt={logo.alt} width={logo.width} height={logo.height} className="h-8 w-auto" />
      ) : (
        logo.text
      )}
    </Link>
  );
}
