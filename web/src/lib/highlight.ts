/** The dashboard's `highlight` parameter: `todo-{id}` or `group-{id}` (SPEC.md section 2). */
export type Highlight = { kind: 'todo' | 'group'; id: string; elementId: string };

export const groupHighlight = (groupId: string) => `group-${groupId}`;
export const todoHighlight = (todoId: string) => `todo-${todoId}`;

export function parseHighlight(value: string | null): Highlight | null {
  const match = value ? /^(todo|group)-(.+)$/.exec(value) : null;
  if (!match) return null;
  const kind = match[1] as Highlight['kind'];
  const id = match[2] as string;
  return { kind, id, elementId: `${kind}-${id}` };
}
