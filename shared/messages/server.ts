/**
 * What the server answers (`{ message }`): its own errors, the success answers of its routes, and
 * the texts it writes into notifications and push messages, one module per domain. The web imports
 * a few of them to recognise or show an answer. The rule for what goes where is in ./README.md.
 */

export * from './server-accounts';
export * from './server-data';
export * from './server-errors';
export * from './server-mail';
export * from './server-tasks';
export * from './server-team';
