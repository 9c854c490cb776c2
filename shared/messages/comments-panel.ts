/**
 * The details panel's Comments tab (a lazy chunk: web/src/features/task-details/CommentsTab.tsx).
 * The server's own answers are in ./server.ts `commentTexts`.
 */
export const commentsPanelTexts = {
  commentsTab: 'Comments',
  empty: 'No comments yet',
  loading: 'Loading comments…',
  loadFailed: 'Could not load comments',
  more: 'Show more comments',
  composer: 'Write a comment',
  placeholder: 'Write a comment… (@ to mention)',
  send: 'Comment',
  sending: 'Waiting to be sent',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  edited: 'edited',
  suggestions: 'People to mention',
  newComment: (username: string, text: string) => `${username} commented: ${text}`,
  failed: 'Could not save the comment',
  deleteFailed: 'Could not delete the comment',
} as const;
