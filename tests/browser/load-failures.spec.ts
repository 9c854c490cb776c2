/**
 * A failed read stays an error. The teammates' read failing shows its SPEC.md section 8
 * text where the team is shown (never 'No team members yet' for a team that could not be read),
 * and SWR's retry reads it again.
 */
import { expect, test } from '@playwright/test';
import { failures, ui } from '../../shared/messages/screens';
import { failWith, signUpFast } from './helpers';

test('a failed teammates read shows its text, not an empty team, and is read again', async ({ page }) => {
  await signUpFast(page);
  await failWith(page, '**/api/notification/get-teammates', 500);
  await page.reload();
  const panel = page.getByRole('region', { name: ui.teamMembers });
  await expect(panel.getByRole('alert')).toHaveText(failures.getTeammates);
  await expect(panel.getByText(ui.noTeamMembers)).toHaveCount(0);

  // The server answers again: SWR's next try (seconds later) shows the team, here an empty one.
  await page.unroute('**/api/notification/get-teammates');
  await expect(panel.getByText(ui.noTeamMembers)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('alert')).toHaveCount(0);
});
