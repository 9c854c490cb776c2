/** The profile's choice of the view the app opens on (web/src/features/profile/StartViewSetting.tsx, a lazy chunk). */
export const startViewTexts = {
  title: 'Start page',
  label: 'Open the app on',
  choices: { today: 'Today', upcoming: 'Upcoming' },
} as const;
