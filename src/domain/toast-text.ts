/** The title and description of a toast; message modules return these, the UI shows them. */
export interface ToastText {
  title: string;
  description: string;
}
