/** Moves focus to the form control called `name` (the first invalid field after a failed step). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
