/**
 * The task details panel (a lazy chunk, loaded when a task is first opened) with the labels'
 * section, which the labels feature draws.
 */
import { LabelSection } from '../features/labels/LabelSection';
import DetailsPanel from '../features/task-details/DetailsPanel';
import type { DetailsPanelProps } from '../tasks/board-parts';

export default function TaskDetails(props: DetailsPanelProps) {
  return <DetailsPanel {...props} LabelSection={LabelSection} />;
}
