/**
 * Icons drawn only by parts that load after the first render (a rename's save, a list's CSV): apart
 * from ./icons.tsx, whose icons every lazy part shares with the first download.
 */
import { Icon, type IconProps } from './icons';

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 6L9 17l-5-5" />
  </Icon>
);

export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);
