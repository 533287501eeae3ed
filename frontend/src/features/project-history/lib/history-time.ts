/** A save's moment as the history shows it: medium date and short time in the browser's locale. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const historyTime = (iso: string) => dateTime.format(new Date(iso));
