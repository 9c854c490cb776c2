/** The icons a saved filter may show in the sidebar (the web draws each from components/icons). */
export const filterIcons = [
  'list',
  'star',
  'clock',
  'calendar',
  'bell',
  'note',
  'repeat',
  'users',
  'inbox',
  'check',
] as const;
export type FilterIcon = (typeof filterIcons)[number];
