/**
 * The sidebar's 'Labels' section (a lazy chunk, after the saved filters): each of the user's labels
 * selects its view (tasks carrying it, evaluated on the page like a saved filter), and its pencil
 * opens the label's dialog (rename, colour, delete). While shown, it keeps the rows naming the user's
 * labels as they are now (./api/labels.ts `withCurrentLabels`).
 */
import '../../styles/labels.css';
import { labelTexts as text } from '@shared/messages/labels';
import type { Label } from '@shared/types';
import { useEffect, useState } from 'react';
import { IconButton } from '../../components/IconButton';
import { PencilIcon } from '../../components/icons';
import { SidebarEntry } from '../../components/SidebarEntry';
import { useGroups } from '../../tasks/api/groups';
import { useLabels, usePatchGroups, withCurrentLabels } from './api/labels';
import LabelDialog from './LabelDialog';
import { onLabelKey } from './label-key';
import { labelViewId } from './view-id';

interface Props {
  selectedId: string;
  onSelect: (entryId: string) => void;
}

export default function LabelEntries({ selectedId, onSelect }: Props) {
  const { data: labels } = useLabels();
  // The page's own read keeps the groups fresh: the sidebar on the calendar reads none again.
  const { data: groups } = useGroups(true);
  const patchGroups = usePatchGroups();
  const [managing, setManaging] = useState<Label | null>(null);

  // `l` on a task row opens its label picker (./label-key.ts).
  useEffect(() => {
    document.addEventListener('keydown', onLabelKey);
    return () => document.removeEventListener('keydown', onLabelKey);
  }, []);

  // The rows name the user's labels as they are now (a rename, a colour), without a request.
  useEffect(() => {
    if (!labels || !groups || withCurrentLabels(groups, labels) === groups) return;
    void patchGroups((current) => withCurrentLabels(current, labels));
  }, [labels, groups, patchGroups]);

  if (!labels || labels.length === 0) return null;
  return (
    <section className="label-entries" aria-labelledby="labels-title">
      <div className="sidebar-title-row">
        <h2 className="sidebar-title" id="labels-title">
          {text.section}
        </h2>
      </div>
      <ul className="group-list" data-testid="labels">
        {labels.map((label) => {
          const entryId = labelViewId(label._id);
          return (
            <SidebarEntry
              key={label._id}
              selected={entryId === selectedId}
              icon={<span className={`label-dot lc-${label.color}`} aria-hidden="true" />}
              name={label.name}
              onSelect={() => onSelect(entryId)}
            >
              <IconButton
                className="small"
                label={text.manage(label.name)}
                onClick={() => setManaging(label)}
              >
                <PencilIcon size={14} />
              </IconButton>
            </SidebarEntry>
          );
        })}
      </ul>
      {managing ? (
        <LabelDialog
          label={managing}
          onClose={() => setManaging(null)}
          onDeleted={() => {
            if (selectedId === labelViewId(managing._id)) onSelect('today');
          }}
        />
      ) : null}
    </section>
  );
}
