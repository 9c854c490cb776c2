/**
 * What a route's table access grants (`tableActions`, `bulkDeleteActions`: the IAM actions of its
 * role, infra/constructs/api.ts) and what it lets the function send (`allowsCommand`: the SDK's
 * command names), side by side so that an API test can hold the commands a request really sent
 * to the grant.
 */
import type { RouteName } from '../../shared/routes';
import { settingsFor } from '../route-settings';
import type { RouteSettings, TableAccess } from './types';

const readActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
const writeActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  // TransactWriteItems has no IAM action of its own: each item's action is checked, condition checks too.
  'dynamodb:ConditionCheckItem',
] as const;

/** The DynamoDB IAM actions a route's function is granted on the table. */
export function tableActions(access: TableAccess): string[] {
  return access === 'write' ? [...readActions, ...writeActions] : [...readActions];
}

/** What `bulkDelete` grants beside the table access (BatchWriteItem has its own IAM action). */
export const bulkDeleteActions = ['dynamodb:BatchWriteItem'] as const;

/** DynamoDB commands (as the SDK names them) that a route with this access may send. */
const commandsByAccess: Record<TableAccess, readonly string[]> = {
  read: ['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'TransactGetItemsCommand'],
  write: [
    'GetItemCommand',
    'BatchGetItemCommand',
    'QueryCommand',
    'TransactGetItemsCommand',
    'PutItemCommand',
    'UpdateItemCommand',
    'DeleteItemCommand',
    'TransactWriteItemsCommand',
  ],
};

/**
 * Whether the deployed function of `route` is allowed to send this DynamoDB command: lets an API
 * test compare the commands a request really sent (functions/data/core/call-counter.ts) with the grant.
 */
export function allowsCommand(route: RouteName, commandName: string): boolean {
  const settings: RouteSettings = settingsFor(route);
  if (commandName === 'BatchWriteItemCommand') return settings.bulkDelete === true;
  return commandsByAccess[settings.table].includes(commandName);
}
