/** The list's sort choice (sort.ts): a native select, named 'Sort by', at the pane's header. */
import { sortTexts } from '@shared/messages/sorting';
import { type SortChoice, sortChoices } from './sort-choices';

interface SortPickerProps {
  value: SortChoice;
  onChange: (choice: SortChoice) => void;
}

export function SortPicker({ value, onChange }: SortPickerProps) {
  return (
    <select
      className="sort-picker"
      aria-label={sortTexts.sortBy}
      title={sortTexts.sortBy}
      value={value}
      onChange={(event) => onChange(event.target.value as SortChoice)}
    >
      {sortChoices.map((choice) => (
        <option key={choice} value={choice}>
          {sortTexts.choices[choice]}
        </option>
      ))}
    </select>
  );
}
