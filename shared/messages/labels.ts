/**
 * Labels (docs/api.md#labels): the server's refusals and answers, and the words of the web's label
 * views, chips' picker and manage dialog (lazy chunks). A file of its own, out of the first download.
 */
export const labelTexts = {
  nameLength: (max: number) => `A label's name must be 1-${max} characters`,
  colorUnknown: 'Pick one of the offered colours',
  nameTaken: (name: string) => `You already have a label named ${name}`,
  tooMany: (max: number) => `You can keep at most ${max} labels`,
  nothingToChange: 'Send a name or colour to change',
  notFound: 'Label not found',
  deleted: 'Label deleted',
  deletionGoesOn: 'The label is being removed from your tasks: call again to finish',
  /** A task's `labels`: a list of label ids, distinct, at most 10. */
  listInvalid: (max: number) => `labels must be a list of at most ${max} distinct label ids`,
  notYours: 'A task can carry only your own labels',
  /** The web: the sidebar section, the picker and the manage dialog. */
  section: 'Labels',
  picker: 'Labels',
  pickerPlaceholder: 'Add a label',
  create: (name: string) => `Create label "${name}"`,
  remove: (name: string) => `Remove label ${name}`,
  manage: (name: string) => `Manage label ${name}`,
  rename: 'Name',
  color: 'Colour',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete label',
  confirmDelete: (name: string) => `Delete the label ${name}? It is removed from every task that carries it.`,
  empty: 'No task carries this label',
  failed: 'The label could not be saved',
  saved: 'Label saved',
  deleteFailed: 'The label could not be deleted',
  chosen: (count: number) => `${count} ${count === 1 ? 'label' : 'labels'}`,
  noMatch: 'No label by that name',
} as const;
