import * as words from 'virtual:lumina-messages/messageForm';

/** The line that explains the asterisk next to required labels. */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      {words.requiredNoteStart}{' '}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
      <span className="sr-only">{words.asterisk}</span> {words.requiredNoteEnd}
    </p>
  );
}
