/** The line that explains the asterisk next to required labels. */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Fields marked with{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">an asterisk</span> are required.
    </p>
  );
}
