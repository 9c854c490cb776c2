/** Task statistics of the profiles (SPEC.md section 9: completion = completed / total, rounded). */
import type { User } from '@shared/types';

/** Completed as a whole percent of total; 0 when there is nothing to complete. */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

export interface OwnStats {
  total: number;
  completed: number;
  pending: number;
  percent: number;
}

/** The own profile's counts: totalTasks already counts the copies others assigned to the user. */
export function ownStats(user: Pick<User, 'totalTasks' | 'completedTasks'>): OwnStats {
  const total = user.totalTasks;
  const completed = user.completedTasks;
  return {
    total,
    completed,
    pending: Math.max(0, total - completed),
    percent: completionPercent(completed, total),
  };
}

/** 'Account created: {date}' shows the date in the browser's locale; N/A when unknown. */
export function createdDate(createdAt: string | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString();
}
