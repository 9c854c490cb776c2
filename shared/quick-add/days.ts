/** Calendar-day arithmetic on `yyyy-mm-dd` text, for the quick-add passes (./parse.ts). */
export const pad = (value: number) => String(value).padStart(2, '0');

export const dayText = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export const dayMs = 86_400_000;

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

export const lastDayOfMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
