/**
 * A signal from the local gateway to the local stream poller: "a request just ran, the table may have
 * changed". The poller reads the stream at once instead of on its next idle poll, so a live update
 * reaches a page as soon as the write is answered, and an idle stack polls DynamoDB Local rarely (it
 * polled 20 times a second, which kept a sixth of a core busy doing nothing; docs/testing.md).
 * Both run in one process (the stack, or one API test file), so a module-level set is the channel.
 */
const listeners = new Set<() => void>();

/** Told by the gateway after each API request it answered. */
export function noteTableActivity(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each activity until the returned function is called. */
export function onTableActivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
