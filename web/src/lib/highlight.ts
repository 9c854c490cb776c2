/**
 * The dashboard's `highlight` parameter, `todo-{id}` or `group-{id}` (SPEC.md section 2), which is
 * also the highlighted element's id: search results write it, the dashboard reads it.
 */
export type Highlight = { kind: 'todo' | 'group'; id: string };

export const groupHighlight = (groupId: string) => `group-${groupId}`;
export const todoHighlight = (todoId: string) => `todo-${todoId}`;

export function parseHighlight(value: string | null): Highlight | null {
  const match = value ? /^(todo|group)-(.+)$/.exec(value) : null;
  if (!match) return null;
  return { kind: match[1] as Highlight['kind'], id: match[2] as string };
}
