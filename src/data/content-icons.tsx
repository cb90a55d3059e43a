import {
  ArrowLeftRight,
  Award,
  CircleHelp,
  Clock,
  Compass,
  Eye,
  Gem,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  HeartPulse,
  Laptop,
  Leaf,
  Lightbulb,
  MapPin,
  Medal,
  Package,
  PackageCheck,
  PackageX,
  Plane,
  RotateCcw,
  ShoppingBag,
  Sparkles,
  Sprout,
  Target,
  Trophy,
  Truck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentIconName } from '@/domain/content-vocabulary';

/** The icons a content file may name (domain/content-vocabulary.ts lists the names). */
const icons: Record<ContentIconName, LucideIcon> = {
  'arrow-left-right': ArrowLeftRight,
  award: Award,
  'circle-help': CircleHelp,
  clock: Clock,
  compass: Compass,
  eye: Eye,
  gem: Gem,
  globe: Globe,
  'graduation-cap': GraduationCap,
  handshake: Handshake,
  heart: Heart,
  'heart-pulse': HeartPulse,
  laptop: Laptop,
  leaf: Leaf,
  lightbulb: Lightbulb,
  'map-pin': MapPin,
  medal: Medal,
  package: Package,
  'package-check': PackageCheck,
  'package-x': PackageX,
  plane: Plane,
  'rotate-ccw': RotateCcw,
  'shopping-bag': ShoppingBag,
  sparkles: Sparkles,
  sprout: Sprout,
  target: Target,
  trophy: Trophy,
  truck: Truck,
  users: Users,
  wallet: Wallet,
};

/**
 * An icon a content file names, as the SVG markup the page shows. Build time only (the content
 * loaders): the pages carry each icon they show in their HTML and data, and no page downloads the
 * code of every icon a content file may name.
 */
export function contentIconSvg(name: ContentIconName): string {
  const Icon = icons[name];
  return renderToStaticMarkup(<Icon aria-hidden="true" />);
}
