/**
 * The own profile: information and its edit form, task statistics, the password change,
 * 'Sign out', the avatar crop and upload, and axe-core on the page.
 */
import { expect, type Page, test } from '@playwright/test';
import { failures, labels, profileLabels, toasts, ui } from '../../shared/messages/screens';
import {
  call,
  createGroup,
  createTask,
  expectNoAxeViolations,
  failWith,
  keepScreenshot,
  password,
  signUpByApi,
  toastWith,
} from './helpers';

const fixture = new URL('../fixtures/avatar-16px.jpg', import.meta.url).pathname;

/** react-image-crop's own name for its bottom-right resize handle. */
const southEastHandle =
  'Use the arrow keys to move the south east drag handle to change the crop selection area';

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

test('profile info, editing it, and the task statistics', async ({ page }, testInfo) => {
  const user = await signUpByApi(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(ui.noEmail);
  await expect(page.getByTestId('profile-bio')).toHaveText(ui.noBio);
  await expect(
    page.getByText(ui.accountCreated(new Date(user.createdAt).toLocaleDateString('en-US'))),
  ).toBeVisible();
  await expect(page.getByText(ui.noTeamMembers)).toBeVisible();
  await expect(stat(page, ui.totalTasks)).toContainText('0');
  await expect(page.getByTestId('completion-percent')).toHaveText('0%');
  await expectNoAxeViolations(page, 'profile');

  // Cancel keeps nothing.
  await page.getByRole('button', { name: ui.editProfileInfo }).click();
  await page.getByLabel(profileLabels.bio).fill('Not kept');
  await page.getByRole('button', { name: ui.cancel }).click();
  await expect(page.getByTestId('profile-bio')).toHaveText(ui.noBio);

  await page.getByRole('button', { name: ui.editProfileInfo }).click();
  const email = page.getByLabel(profileLabels.email);
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('ada@example.com');
  await page.getByLabel(profileLabels.bio).fill('Counts things.');
  await expectNoAxeViolations(page, 'profile edit form');
  await page.getByRole('button', { name: ui.saveChanges }).click();
  await expect(toastWith(page, toasts.profileUpdated)).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText('ada@example.com');
  await expect(page.getByTestId('profile-bio')).toHaveText('Counts things.');

  // A refused save: web/src/features/profile/ProfileInfo.test.tsx.

  // Statistics: 3 tasks, 1 completed = 33 %; the values survive a reload.
  const group = await createGroup(page, 'Stats');
  const first = await createTask(page, group._id, 'One');
  await createTask(page, group._id, 'Two');
  await createTask(page, group._id, 'Three');
  await call(page, 'todo-update', { params: { id: first._id }, body: { completed: true } });
  await page.reload();
  await expect(page.getByTestId('profile-email')).toHaveText('ada@example.com');
  await expect(stat(page, ui.totalTasks)).toContainText('3');
  await expect(stat(page, ui.completed)).toContainText('1');
  await expect(stat(page, ui.pending)).toContainText('2');
  await expect(page.getByTestId('completion-percent')).toHaveText('33%');
  await expect(page.getByRole('progressbar', { name: ui.taskCompletion })).toHaveAttribute(
    'aria-valuenow',
    '33',
  );
  await keepScreenshot(page, testInfo, 'profile');
});

test('change password, sign out, and sign in with the new one', async ({ page }) => {
  const user = await signUpByApi(page);
  await page.goto('/profile');
  const submit = page.getByRole('button', { name: ui.changePassword });
  const current = page.getByLabel(ui.currentPassword);
  const next = page.getByLabel(ui.newPassword);
  // The form's own checks and its failure texts: web/src/features/profile/ChangePasswordForm.test.tsx.
  await current.fill(password);
  await next.fill('NewPassw0rd');
  await submit.click();
  await expect(toastWith(page, toasts.passwordChanged)).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');

  // 'Sign out' on the profile: the session ends and the page reloads onto the sign-in page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: ui.signOut }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/signin$/);
  expect((await page.context().cookies()).filter((c) => c.name.includes('session'))).toEqual([]);

  await page.getByLabel(ui.usernameLabel).fill(user.username);
  await page.getByLabel(ui.passwordLabel).fill(password);
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page.getByText(failures.invalidCredentials).or(page.getByRole('alert'))).toBeVisible();
  await page.getByLabel(ui.passwordLabel).fill('NewPassw0rd');
  await page.getByRole('button', { name: ui.signInButton }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('avatar: crop with keyboard nudges, save, shown at once in the top bar', async ({ page }, testInfo) => {
  const user = await signUpByApi(page);
  await page.goto('/profile');
  const topBarAvatar = page.getByRole('link', { name: labels.yourProfile }).locator('.avatar');
  await expect(topBarAvatar).toHaveText(user.username.slice(0, 2).toUpperCase());

  // A file that is not an image says so at once, whether its type says so or only its contents.
  await page.getByLabel(profileLabels.chooseImage).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('alert')).toHaveText(profileLabels.notAnImage('notes.txt'));
  await page.getByLabel(profileLabels.chooseImage).setInputFiles({
    name: 'broken.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('alert')).toHaveText(profileLabels.notAnImage('broken.jpg'));
  await expect(page.getByRole('button', { name: ui.saveProfilePicture })).toHaveCount(0);

  await page.getByLabel(profileLabels.chooseImage).setInputFiles(fixture);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const image = page.getByRole('img', { name: profileLabels.chosenImage });
  const area = page.getByRole('group', { name: profileLabels.cropArea });
  await expect(area).toBeVisible();
  await expect(page.getByRole('img', { name: profileLabels.cropPreview })).toBeVisible();
  const imageBox = await image.boundingBox();
  expect(imageBox?.height).toBeLessThanOrEqual(300);
  await expectNoAxeViolations(page, 'avatar crop');

  const box = async () => {
    const b = await area.boundingBox();
    const i = await image.boundingBox();
    if (!b || !i) throw new Error('no crop box');
    return { x: b.x - i.x, y: b.y - i.y, width: b.width, height: b.height };
  };
  const start = await box();
  expect(Math.abs(start.width - start.height)).toBeLessThan(1); // aspect 1

  // Resize from the bottom-right handle: Ctrl = 100 px narrower (and shorter: aspect 1).
  await page.getByRole('button', { name: southEastHandle }).focus();
  await page.keyboard.press('Control+ArrowLeft');
  const smaller = await box();
  expect(smaller.width).toBeCloseTo(start.width - 100, 0);
  expect(smaller.height).toBeCloseTo(smaller.width, 0);

  // Move: 1 px, Shift 10 px, Ctrl 100 px (clamped at the image's edge).
  await area.focus();
  await page.keyboard.press('ArrowRight');
  expect((await box()).x).toBeCloseTo(smaller.x + 1, 0);
  await page.keyboard.press('Shift+ArrowDown');
  expect((await box()).y).toBeCloseTo(smaller.y + 10, 0);
  await page.keyboard.press('Control+ArrowRight');
  const moved = await box();
  const imageWidth = imageBox?.width ?? 0;
  expect(moved.x).toBeCloseTo(Math.min(smaller.x + 101, imageWidth - moved.width), 0);

  await keepScreenshot(page, testInfo, 'avatar-crop');

  // A failed upload: error toast, fallback inline.
  await failWith(page, '**/api/image/upload', 500);
  await page.getByRole('button', { name: ui.saveProfilePicture }).click();
  await expect(toastWith(page, toasts.imageUploadFailed)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(failures.uploadImage);
  await page.unroute('**/api/image/upload');

  const uploaded = page.waitForRequest('**/api/image/upload');
  await page.getByRole('button', { name: ui.saveProfilePicture }).click();
  const body = (await uploaded).postDataJSON() as { image: string };
  expect(body.image.startsWith('data:')).toBe(false);
  expect(Buffer.from(body.image, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  await expect(toastWith(page, toasts.imageUploaded)).toBeVisible();
  await expect(page.getByRole('button', { name: ui.saveProfilePicture })).toHaveCount(0);

  // At once in the top bar and on the profile, and loaded (a square JPEG).
  const topImage = page.getByRole('link', { name: labels.yourProfile }).locator('img');
  await expect(topImage).toHaveAttribute('src', /.+/);
  await expect
    .poll(() => topImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const size = await topImage.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  await expect(page.getByRole('img', { name: user.username })).toHaveAttribute(
    'src',
    (await topImage.getAttribute('src')) ?? '',
  );
  await keepScreenshot(page, testInfo, 'profile-avatar');
  await page.reload();
  await expect(page.getByRole('link', { name: labels.yourProfile }).locator('img')).toBeVisible();
});
