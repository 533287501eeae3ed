/**
 * The product's day and month are New York's (the daily idea, usage months, admin "today"). A
 * module of its own so that a page showing a New York date takes this name without the calendar's
 * arithmetic (calendar.ts).
 */
export const NEW_YORK = 'America/New_York';
