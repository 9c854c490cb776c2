/**
 * The browser's side of passkeys, loaded only when one is made or used (@simplewebauthn/browser):
 * the server's options in, the authenticator's answer out. A user who cancels the browser's
 * prompt gets an error like any other failure.
 */
export async function answerRegistration(options: unknown): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({
    optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
}

export async function answerSignIn(options: unknown): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({
    optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
}
