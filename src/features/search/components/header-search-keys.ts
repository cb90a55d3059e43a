import type { SearchOption } from '../model/header-search-options';

/** What the keys read of the box: its popup, its list and the highlighted row (-1 for none). */
export interface HeaderSearchKeyState {
  open: boolean;
  expanded: boolean;
  noMatches: boolean;
  text: string;
  options: readonly SearchOption[];
  activeIndex: number;
}

/** What the keys change. */
export interface HeaderSearchKeyActions {
  setOpen: (open: boolean) => void;
  /** Given a function, it reads the index as last set, not as last rendered. */
  setActive: (index: number | ((current: number) => number)) => void;
  setText: (text: string) => void;
  close: () => void;
  go: (href: string) => void;
}

/**
 * The combobox's keys (WAI-ARIA 1.2): Down and Up open the popup (Alt+Down only opens it) and move
 * the highlight round the list; Enter follows the highlighted row (without one, the form submits
 * the text); Escape closes the popup, or with it closed clears the text. Ignored while an input
 * method is composing.
 */
export function onHeaderSearchKeyDown(
  event: React.KeyboardEvent<HTMLInputElement>,
  { open, expanded, noMatches, text, options, activeIndex }: HeaderSearchKeyState,
  { setOpen, setActive, setText, close, go }: HeaderSearchKeyActions,
): void {
  if (event.nativeEvent.isComposing) return;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (event.altKey) return;
      }
      if (options.length === 0) return;
      // From the index as last set: a second press that comes before the first one's render (a
      // busy phone, a held key) still moves on.
      const count = options.length;
      const down = event.key === 'ArrowDown';
      setActive((current) => {
        const from = expanded && current >= 0 && current < count ? current : -1;
        if (from === -1) return down ? 0 : count - 1;
        return (from + (down ? 1 : count - 1)) % count;
      });
      return;
    }
    case 'Enter': {
      const option = activeIndex >= 0 ? options[activeIndex] : undefined;
      if (option) {
        event.preventDefault();
        go(option.href);
      }
      return; // Otherwise the form submits the text.
    }
    case 'Escape':
      if (expanded || noMatches) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        setText('');
      }
      return;
  }
}
