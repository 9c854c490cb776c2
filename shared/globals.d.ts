/**
 * shared/ runs in the browser and in Lambda alike, so it is checked with neither the DOM's nor
 * Node's typings (shared/tsconfig.json). These are the few globals both runtimes have that it uses.
 */
declare class URL {
  constructor(input: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly host: string;
  readonly username: string;
  readonly password: string;
  readonly pathname: string;
  readonly href: string;
}
