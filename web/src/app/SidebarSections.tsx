/**
 * The sidebar's sections of other features (a lazy chunk, after the first render): the saved
 * filters, then the labels (their own chunk, loaded with this one: docs/decisions/0129).
 */
import { lazy, Suspense } from 'react';
import SavedFilterEntries from '../features/filters/SavedFilterEntries';
import type { SidebarSectionsProps } from '../tasks/board-parts';

const LabelEntries = lazy(() => import('../features/labels/LabelEntries'));

export default function SidebarSections(props: SidebarSectionsProps) {
  return (
    <>
      <SavedFilterEntries {...props} />
      <Suspense fallback={null}>
        <LabelEntries {...props} />
      </Suspense>
    </>
  );
}
