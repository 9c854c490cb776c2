/** The baseline of the bundle figures: a handler that does nothing, bundled like every route. */
export const handler = async () => ({ statusCode: 204 });
