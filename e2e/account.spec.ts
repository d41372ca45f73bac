import { expect, test } from '@playwright/test';
import { E2E_ACCOUNTS } from './fixtures';
import { DEMO_PASSWORD, login, loginAndLand, t } from './helpers';

test('profile edit: digits only in the phone, saved and shown after reload', async ({ page }) => {
  const { username, role } = E2E_ACCOUNTS.profileEditor;
  await loginAndLand(page, username, role);
  await page.goto(`/${role}/profile`);
  await page.getByLabel(t.profile.name).fill('Agus Gudang');
  await page.getByLabel(t.profile.email).fill('agus.gudang@rotipusat.id');
  await page.getByLabel(t.profile.phoneNumber).fill('');
  await page.getByLabel(t.profile.phoneNumber).pressSequentially('0812-99 88a77');
  await expect(page.getByLabel(t.profile.phoneNumber)).toHaveValue('0812998877');
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(page.getByText(t.profile.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t.profile.name)).toHaveValue('Agus Gudang');
  await expect(page.getByLabel(t.profile.phoneNumber)).toHaveValue('0812998877');
});

test('profile edit: a bad email is refused in Indonesian beside the field', async ({ page }) => {
  const { username, role } = E2E_ACCOUNTS.profileEditor;
  await loginAndLand(page, username, role);
  await page.goto(`/${role}/profile`);
  await page.getByLabel(t.profile.email).fill('bukan-email');
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(page.getByText('Format email tidak valid.')).toBeVisible();
});

test('password change logs out; the old password fails and the new one works', async ({ page }) => {
  const { username, role } = E2E_ACCOUNTS.passwordChanger;
  await loginAndLand(page, username, role);
  await page.goto(`/${role}/profile`);
  await page.getByLabel(t.profile.oldPassword).fill('salah-lama');
  await page.getByLabel(t.profile.newPassword, { exact: true }).fill('kurir-baru-2026');
  await page.getByLabel(t.profile.confirmPassword).fill('kurir-baru-2026');
  await page.getByRole('button', { name: t.profile.changePassword }).click();
  await expect(page.getByText(t.errors.wrongOldPassword).first()).toBeVisible();

  await page.getByLabel(t.profile.oldPassword).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t.profile.changePassword }).click();
  await expect(page.getByText(t.profile.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await login(page, username, DEMO_PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: t.login.failed })).toBeVisible();
  await loginAndLand(page, username, role, 'kurir-baru-2026');
});

test('a new account must set its own password before anything else', async ({ page }) => {
  const { username, role } = E2E_ACCOUNTS.newAccount;
  await login(page, username);
  await expect(page).toHaveURL(/\/set-new-password$/);
  await page.goto(`/${role}`);
  await expect(page).toHaveURL(/\/set-new-password$/);
  await page.getByLabel(t.profile.newPassword, { exact: true }).fill('punyaku-sendiri');
  await page.getByLabel(t.profile.confirmPassword).fill('punyaku-beda');
  await page.getByRole('button', { name: t.setNewPassword.submit }).click();
  await expect(page.getByText(t.errors.passwordMismatch)).toBeVisible();
  await page.getByLabel(t.profile.confirmPassword).fill('punyaku-sendiri');
  await page.getByRole('button', { name: t.setNewPassword.submit }).click();
  await expect(page.getByText(t.setNewPassword.success)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await loginAndLand(page, username, role, 'punyaku-sendiri');
});
