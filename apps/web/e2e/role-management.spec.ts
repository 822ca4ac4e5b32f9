import { Msg } from '@jobline/shared';
import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, loginAs, test } from './fixtures';

const EMPLOYEE_ROLE = 8;

async function pickRole(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Role' }).click();
  // Each option reads "<name> <n> employees".
  await page.getByRole('option', { name: new RegExp(`^${name}\\s*\\d+ employees?$`) }).click();
  await expect(page.getByRole('heading', { name: `Permissions of the role “${name}”` })).toBeVisible();
}

/** Presses Save, checks the confirmation's summary, and confirms. */
async function saveAndConfirm(page: Page, summary: string, savedMessage: string) {
  await page.getByTestId('save-bar').getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(summary);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(savedMessage).first()).toBeVisible();
  await expect(page.getByTestId('save-bar')).toContainText('No unsaved changes');
}

test.describe('Role Management', () => {
  test('an admin reads a role and adds a new one; a duplicate name is refused by the field', async ({
    page,
  }) => {
    await loginAs(page, 'admin@demo.local');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Role Management' })
      .click();
    const title = page.getByRole('heading', { level: 1, name: 'Role Management' });
    await expect(title).toBeVisible();
    await expect(page.getByText('Pick a role to see and change its permissions.')).toBeVisible();
    await expectAccessible(page);

    await pickRole(page, 'employee');
    await expect(page.getByRole('checkbox', { name: 'Tasks (15)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Jobs (5)' })).not.toBeChecked();
    // An admin without Super Admin cannot hand it out.
    await expect(page.getByRole('checkbox', { name: 'Super Admin (1)' })).toBeDisabled();
    await expect(page.getByText(Msg.access.superAdminOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Ticking marks the page unsaved; Discard goes back.
    await page.getByRole('checkbox', { name: 'All Jobs' }).check();
    await expect(page.getByRole('checkbox', { name: 'New Job (7)' })).toBeChecked();
    await expect(page.getByTestId('save-bar')).toContainText('4 added, 0 removed');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('checkbox', { name: 'New Job (7)' })).not.toBeChecked();
    await expectAccessible(page);

    // Type 1: the group is fixed and the hint is shown (nothing is saved here).
    await page.getByRole('button', { name: 'Add permission to Jobs' }).click();
    const permissionDialog = page.getByRole('dialog', { name: 'Add permission to Jobs' });
    await expect(permissionDialog.getByRole('combobox', { name: 'Permission group' })).toBeDisabled();
    await expect(permissionDialog.getByRole('combobox', { name: 'Permission group' })).toHaveValue('Jobs');
    await expect(permissionDialog).toContainText(Msg.access.newPermissionHint);
    await permissionDialog.getByRole('button', { name: 'Add permission' }).click();
    await expect(permissionDialog).toContainText(Msg.access.permissionNameRequired);
    await expectAccessible(page);
    await permissionDialog.getByRole('button', { name: 'Cancel' }).click();

    // Type 2: a new role, then the same name again.
    await page.getByRole('button', { name: 'Add role' }).click();
    let roleDialog = page.getByRole('dialog', { name: 'Add role' });
    await roleDialog.getByRole('button', { name: 'Add role' }).click();
    await expect(roleDialog).toContainText(Msg.access.roleNameRequired);
    await roleDialog.getByRole('textbox', { name: 'Role name' }).fill('Field Auditor');
    await roleDialog.getByRole('button', { name: 'Add role' }).click();
    await expect(page.getByText(Msg.access.roleAdded)).toBeVisible();
    await expect(roleDialog).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Permissions of the role “Field Auditor”' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Tasks (15)' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Add role' }).click();
    roleDialog = page.getByRole('dialog', { name: 'Add role' });
    const name = roleDialog.getByRole('textbox', { name: 'Role name' });
    await name.fill('Field Auditor');
    await roleDialog.getByRole('button', { name: 'Add role' }).click();
    await expect(roleDialog).toContainText(Msg.access.roleNameTaken);
    await expect(name).toHaveValue('Field Auditor');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('rights take effect at once and the server enforces them', async ({ page, browser }) => {
    const employeeContext = await browser.newContext();
    const employee = await employeeContext.newPage();
    await loginAs(employee, 'employee@demo.local');
    const employeeNav = employee.getByRole('navigation', { name: 'Main menu' });
    const employeeMenu = employeeNav.getByRole('link', { name: 'Role Management' });
    // The menu has loaded (an employee's own boards) and has no Role Management in it.
    await expect(employeeNav.getByRole('link', { name: 'Tasks', exact: true })).toBeVisible();
    await expect(employeeMenu).toBeHidden();

    await loginAs(page, 'super@demo.local', undefined, '/role-management');
    const original = await callApi(page, `authorization/permissions/${EMPLOYEE_ROLE}`);
    expect(original.status).toBe(200);
    try {
      await pickRole(page, 'employee');
      // The menu entry sits in the Settings group, so the role needs both.
      await page.getByRole('checkbox', { name: 'Settings menu (29)' }).check();
      await page.getByRole('checkbox', { name: 'Role Management (34)' }).check();
      await saveAndConfirm(page, '2 added, 0 removed', Msg.access.rolePermissionsSaved);
      await expect(page.getByRole('dialog')).toBeHidden();

      // Live, through the event stream: no reload on the employee's side.
      await expect(employeeMenu).toBeVisible();
      expect((await callApi(employee, 'authorization/permissions')).status).toBe(200);

      await page.getByRole('checkbox', { name: 'Settings menu (29)' }).uncheck();
      await page.getByRole('checkbox', { name: 'Role Management (34)' }).uncheck();
      await saveAndConfirm(page, '0 added, 2 removed', Msg.access.rolePermissionsSaved);
      await expect(employeeMenu).toBeHidden();
      expect((await callApi(employee, 'authorization/permissions')).status).toBe(403);
    } finally {
      // Other spec files share this database: leave the role as it was.
      const now = await callApi(page, `authorization/permissions/${EMPLOYEE_ROLE}`);
      const restored = await callApi(page, 'authorization/role/permissions', {
        role_id: EMPLOYEE_ROLE,
        allowed_permissions: original.body.permissions,
        version: now.body.version,
      });
      expect(restored.status).toBe(200);
      await employeeContext.close();
    }
  });

  test('direct permissions are granted to one employee on top of the role', async ({ page }) => {
    await loginAs(page, 'super@demo.local', undefined, '/role-management');
    const directSwitch = page.getByRole('switch', { name: /Direct Permission/ });
    await directSwitch.click();
    await expect(directSwitch).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    await expect(page.getByText(/Pick an employee/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Employee' }).fill('Kamal');
    await page.getByRole('option', { name: /Kamal Fonseka/ }).click();
    await expect(page.getByRole('heading', { name: 'Direct permissions of Kamal Fonseka' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('employee');

    // The role's permissions are shown ticked and fixed.
    const fromRole = page.getByRole('checkbox', { name: 'Tasks (15)' });
    await expect(fromRole).toBeChecked();
    await expect(fromRole).toBeDisabled();
    const direct = page.getByRole('checkbox', { name: 'Customer Wise Job Type (27)' });
    await expect(direct).toBeEnabled();
    await expect(direct).not.toBeChecked();
    await expectAccessible(page);

    await direct.check();
    await saveAndConfirm(page, '1 added, 0 removed', Msg.access.userPermissionsSaved);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Direct permissions of Kamal Fonseka' })).toBeVisible();
    await expect(direct).toBeChecked();
    await expect(direct).toBeEnabled();
    await expectAccessible(page);

    // Take it back so the demo data stays as other tests expect it.
    await direct.uncheck();
    await saveAndConfirm(page, '0 added, 1 removed', Msg.access.userPermissionsSaved);
  });
});
