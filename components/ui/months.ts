/** English month names, for dates made without Intl (components/ui/local-time.ts). A module of its own: pages that only need the names do not ship the clock rules. */
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
