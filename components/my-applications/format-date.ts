/** Dates as the candidate reads them, on Philippine time wherever the server runs: "24 Nov 2026". */
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Manila',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
