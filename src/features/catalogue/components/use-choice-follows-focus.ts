import type * as React from 'react';
import { useRef } from 'react';

interface ChoiceFollowsFocus {
  /** For the radio group's root: notes how the shopper acts, and chooses on Radix's own call. */
  root: {
    onPointerDown: () => void;
    onKeyDown: () => void;
    onValueChange: (value: string) => void;
  };
  /** For each radio: chooses its value when the arrow keys bring focus to it. */
  itemFocus: (value: string) => (event: React.FocusEvent<HTMLElement>) => void;
}

/**
 * A radio group's choice follows its focus, as radio groups do: an arrow key moves focus to the
 * next value and chooses it. Radix's RadioGroup chooses on focus only while the arrow key is still
 * down, but its roving focus moves focus in a timer after the keydown, so a quick press (a key
 * replayed after hydration, some assistive technology, a test's keypress) moved focus without
 * choosing. Here focus arriving from another radio of the group, not by a pointer, chooses its
 * value, once: when Radix chooses it too (a slow press), its call is dropped.
 */
export function useChoiceFollowsFocus(chosen: string, onChoose: (value: string) => void): ChoiceFollowsFocus {
  const pointer = useRef(false);
  const chosenByFocus = useRef<string | null>(null);
  return {
    root: {
      onPointerDown: () => {
        pointer.current = true;
        chosenByFocus.current = null;
      },
      onKeyDown: () => {
        pointer.current = false;
        chosenByFocus.current = null;
      },
      onValueChange: (value) => {
        pointer.current = false;
        const dropped = chosenByFocus.current === value;
        chosenByFocus.current = null;
        if (!dropped) onChoose(value);
      },
    },
    itemFocus: (value) => (event) => {
      const from = event.relatedTarget;
      const group = event.currentTarget.closest('[role="radiogroup"]');
      if (pointer.current || value === chosen || !(from instanceof Element)) return;
      if (from.getAttribute('role') !== 'radio' || from.closest('[role="radiogroup"]') !== group) return;
      chosenByFocus.current = value;
      onChoose(value);
    },
  };
}
