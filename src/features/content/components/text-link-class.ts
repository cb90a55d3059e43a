/** Links inside running text: underlined, so they stand out by more than colour. */
export const textLinkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';
