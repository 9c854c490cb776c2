/** A saved filter's icon, drawn from the app's icons. */
import type { FilterIcon as IconName } from '@shared/filters/icons';
import type { ReactElement } from 'react';
import {
  BellIcon,
  CalendarIcon,
  ClockIcon,
  InboxIcon,
  ListIcon,
  NoteIcon,
  RepeatIcon,
  StarIcon,
  UsersIcon,
} from '../../components/icons';
import { CheckIcon } from '../../components/icons-later';

const drawn: Record<IconName, (props: { size?: number }) => ReactElement> = {
  list: ListIcon,
  star: StarIcon,
  clock: ClockIcon,
  calendar: CalendarIcon,
  bell: BellIcon,
  note: NoteIcon,
  repeat: RepeatIcon,
  users: UsersIcon,
  inbox: InboxIcon,
  check: CheckIcon,
};

export function FilterIcon({ name, size }: { name: IconName; size?: number }) {
  const Icon = drawn[name] ?? ListIcon;
  return <Icon {...(size ? { size } : {})} />;
}
