/**
 * A member's API tokens page in the member area, as a member uses it: reached from the account
 * menu, a token made and copied once, used by a script, then revoked.
 */
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';
import { newMember, signedInPage, toastText } from './members';
import { reload, visit } from './waits';

const browser = useBrowser();

/** What a script gets when it asks the API who it is with the token. */
async function scriptWith(token: string): Promise<{ status: number; name: string | null }> {
  const response = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { displayName } }' }),
  });
  const body = (await response.json()) as { data?: { me: { displayName: string } | null } };
  return { status: response.status, name: body.data?.me?.displayName ?? null };
}

describe('the API tokens page', () => {
  it('makes a token that is shown and copied once, works for a script, and is revoked', async () => {
    const member = await newMember({ name: 'Grace Analyst' });
    const page = await signedInPage(browser(), member);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, '/user/my-articles');
    await page.getByRole('button', { name: 'Account of Grace Analyst' }).click();
    await page.getByRole('link', { name: 'API tokens' }).first().click();
    await page.waitForURL('**/user/api-tokens');
    await expect.poll(() => page.title()).toBe('API tokens · Daypedia');
    await page.getByText('You have no API tokens yet.').waitFor();

    // Nothing to name: the form says so where the name goes.
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Please give the token a name.').waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Pandas notebook');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('textbox', { name: 'The token “Pandas notebook”' });
    await shown.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your new token “Pandas notebook”');
    const token = await shown.inputValue();
    expect(token).toMatch(/^dp_[\w-]{43}$/);
    await page.getByRole('button', { name: 'Copy token' }).click();
    await expect.poll(() => toastText(page)).toContain('Token copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    const row = page.getByRole('row', { name: /Pandas notebook/ });
    expect(await row.textContent()).toContain('Never');

    expect(await scriptWith(token)).toEqual({ status: 200, name: 'Grace Analyst' });

    // Shown once: after a reload the page lists the token by its name only, and when it was last used.
    await reload(page);
    expect(await page.content()).not.toContain(token);
    expect(await row.textContent()).not.toContain('Never');

    await row.getByRole('button', { name: 'Revoke Pandas notebook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Pandas notebook”?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: 'Revoke Pandas notebook' }).click();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => toastText(page)).toContain('The token “Pandas notebook” was revoked.');
    await page.getByText('You have no API tokens yet.').waitFor();
    expect(await scriptWith(token)).toEqual({ status: 401, name: null });
    await page.context().close();
  });

  it('speaks the language of its prefix', async () => {
    const member = await newMember({ name: 'Greta Analystin' });
    const page = await signedInPage(browser(), member, { locale: 'de-DE' });
    await visit(page, '/de/user/api-tokens');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('API-Tokens');
    await page.getByText('Sie haben noch keine API-Tokens.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Ihr Konto' }).getByRole('link', { name: 'API-Tokens' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });

  it('sends a visitor to sign in first', async () => {
    const page = await openPage(browser());
    await visit(page, '/user/api-tokens');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
