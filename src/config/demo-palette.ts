import type { Look } from './look-schema';

/**
 * The demo shop's colours (the look's `palette` in shop.ts): every token in the light and the dark
 * theme, each pair the build checks for contrast (docs/how-to/change-the-look.md).
 */
export const palette: Look['palette'] = {
  background: { light: '#ffffff', dark: '#0b1120' },
  foreground: { light: '#0f172a', dark: '#e2e8f0' },
  muted: { light: '#f1f5f9', dark: '#1a2335' },
  'muted-foreground': { light: '#475569', dark: '#a3b0c2' },
  primary: { light: '#4338ca', dark: '#a5b4fc' },
  'primary-foreground': { light: '#ffffff', dark: '#0b1120' },
  secondary: { light: '#eef2ff', dark: '#1e1b4b' },
  'secondary-foreground': { light: '#312e81', dark: '#c7d2fe' },
  accent: { light: '#f1f5f9', dark: '#1e293b' },
  'accent-foreground': { light: '#0f172a', dark: '#e2e8f0' },
  destructive: { light: '#b91c1c', dark: '#fca5a5' },
  'destructive-foreground': { light: '#ffffff', dark: '#0b1120' },
  success: { light: '#15803d', dark: '#4ade80' },
  'success-soft': { light: '#dcfce7', dark: '#052e16' },
  'success-soft-foreground': { light: '#14532d', dark: '#bbf7d0' },
  'info-soft': { light: '#dbeafe', dark: '#0c1d3d' },
  'info-soft-foreground': { light: '#1e3a8a', dark: '#bfdbfe' },
  'warning-soft': { light: '#fef9c3', dark: '#2e2305' },
  'warning-soft-foreground': { light: '#713f12', dark: '#fde68a' },
  'error-soft': { light: '#fef2f2', dark: '#2a0d0d' },
  'error-soft-foreground': { light: '#7f1d1d', dark: '#fecaca' },
  'error-soft-border': { light: '#fca5a5', dark: '#7f1d1d' },
  border: { light: '#e2e8f0', dark: '#2b3648' },
  input: { light: '#7b8aa0', dark: '#64748b' },
  ring: { light: '#4338ca', dark: '#a5b4fc' },
  sale: { light: '#b91c1c', dark: '#fca5a5' },
  star: { light: '#b45309', dark: '#fbbf24' },
};
