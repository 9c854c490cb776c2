/**
 * A session's device as its list shows it: the browser and the system, from the User-Agent
 * (`Chrome on macOS`), read by bowser rather than by patterns of our own. Only the sign-in routes
 * bundle it.
 */
import Bowser from 'bowser';

/** The longest name kept: a User-Agent is the client's to make up. */
const nameMax = 60;

export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  const name = browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Unknown device');
  return name.slice(0, nameMax);
}
