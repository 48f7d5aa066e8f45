import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectModalLoaded, openModal, registerByApi, type BrowserApi } from './helpers';

/** Issue 16 (keyboard, and the AI assistant failing mid-session): what a founder presses and sees. */

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Whether the page's focused element sits inside `locator`'s element. */
async function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

async function openBiography(page: Page) {
  await registerByApi(page);
  await openPage(page, '/profile');
  const modal = await openModal(page, 'personal-details-modal');
  await expectModalLoaded(modal);
  const field = modal.locator('[data-editor-field="biography"]');
  return { modal, field, content: field.locator('.ProseMirror') };
}

/** Two bullets typed into the editor, the caret at the end of the second. */
async function typeTwoBullets(content: Locator) {
  await content.click();
  await content.pressSequentially('- Physician');
  await content.press('Enter');
  await content.pressSequentially('Founder');
}

test.describe('rich-text editor keys', () => {
  test('Tab leaves the editor to the next field and leaves the list as it was', async ({ page }) => {
    const { modal, content } = await openBiography(page);
    await typeTwoBullets(content);
    await expect(content.locator('ul > li')).toHaveCount(2);

    await page.keyboard.press('Tab');
    expect(await holdsFocus(content)).toBe(false);
    expect(await holdsFocus(modal)).toBe(true);
    // Nothing nested: both bullets are still top-level items.
    await expect(content.locator('li li')).toHaveCount(0);
    await expect(content.locator(':scope > ul > li')).toHaveText(['Physician', 'Founder']);
  });

  test('Shift+Tab leaves the editor backwards without lifting the item out of its list', async ({ page }) => {
    const { content, field } = await openBiography(page);
    await typeTwoBullets(content);
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(content)).toBe(false);
    // Backwards from the text is the editor's own toolbar.
    expect(await holdsFocus(field.getByRole('group'))).toBe(true);
    await expect(content.locator(':scope > ul > li')).toHaveText(['Physician', 'Founder']);
    await expect(content.locator(':scope > p', { hasText: 'Founder' })).toHaveCount(0);
  });

  test('Ctrl/Cmd+] indents the list item and Ctrl/Cmd+[ brings it back', async ({ page }) => {
    const { content } = await openBiography(page);
    await typeTwoBullets(content);
    await page.keyboard.press('ControlOrMeta+BracketRight');
    await expect(content.locator('li li')).toHaveText(['Founder']);
    expect(await holdsFocus(content)).toBe(true);
    await page.keyboard.press('ControlOrMeta+BracketLeft');
    await expect(content.locator('li li')).toHaveCount(0);
    await expect(content.locator(':scope > ul > li')).toHaveText(['Physician', 'Founder']);
  });
});

test.describe('modal tabs', () => {
  async function openBrief(page: Page) {
    await registerByApi(page);
    await openPage(page, '/startup');
    const modal = await openModal(page, 'startup-brief-modal');
    await expectModalLoaded(modal);
    return modal;
  }

  test('a tab reached with the arrow keys shows a focus ring', async ({ page }) => {
    const modal = await openBrief(page);
    await modal.getByRole('tab', { name: 'Startup Summary' }).click();
    await page.keyboard.press('ArrowRight');
    const vision = modal.getByRole('tab', { name: 'Vision & Mission' });
    await expect(vision).toBeFocused();
    await expect(vision).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => vision.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  });

  test('Tab from the selected tab goes straight to the first field, not to the panel', async ({ page }) => {
    const modal = await openBrief(page);
    await modal.getByRole('tab', { name: 'Startup Summary' }).click();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).not.toHaveAttribute('role', 'tabpanel');
    await expect(focused).toHaveAttribute('name', 'one_liner');
  });
});

test.describe('the shell', () => {
  test('the first Tab shows "Skip to content", and Enter moves focus to the page content', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/dashboard');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(box?.height ?? 0).toBeGreaterThan(20);

    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab is inside the page content, past the whole sidebar.
    await page.keyboard.press('Tab');
    expect(await holdsFocus(page.locator('main'))).toBe(true);
    await expect(skip).not.toBeInViewport();
  });

  test('the skip link stays out of sight until it is focused', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/dashboard');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeAttached();
    await expect(skip).not.toBeInViewport();
  });

  test('a card reached with Tab before its fade-in has run is fully visible while it holds focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerByApi(page);
    await openPage(page, '/startup');
    await expect(page.locator('main section').last()).toBeAttached();
    // Tab through the page: whenever focus is inside a card, that card is opaque right then.
    const opacities: string[] = [];
    for (let step = 0; step < 40 && opacities.length < 8; step += 1) {
      await page.keyboard.press('Tab');
      const opacity = await page.evaluate(() => {
        const card = document.activeElement?.closest('section.reveal');
        return card ? getComputedStyle(card).opacity : null;
      });
      if (opacity !== null) opacities.push(opacity);
    }
    expect(opacities.length).toBeGreaterThanOrEqual(4);
    expect(
      opacities.every((opacity) => opacity === '1'),
      `card opacities when focused: ${opacities.join(', ')}`,
    ).toBe(true);
  });
});

test.describe('links in cards', () => {
  async function saveLongLinks(api: BrowserApi) {
    await api.post('/profile/update-contact-details', {
      json: {
        emails: [{ value: 'nour@example.com' }],
        phones: [],
        whatsapps: [],
        linkedin: 'https://www.linkedin.com/in/nour-khalil-physician-founder-sahel-health-amman-jordan-rural-clinics',
        website: 'https://sahel-health-mobile-clinics-for-rural-villages.example/en/about/our-team/founders',
      },
    });
  }

  test('the focus ring of a truncated link is drawn whole, not clipped by its row', async ({ page }) => {
    const api = await registerByApi(page);
    await saveLongLinks(api);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/profile');
    const links = page.locator('main section a[href^="https://"]');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      // Reached the way a keyboard user reaches it.
      for (let step = 0; step < 30 && !(await link.evaluate((element) => element === document.activeElement)); step += 1)
        await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const clipped = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        const reach = Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
        const ring = element.getBoundingClientRect();
        const outer = { left: ring.left - reach, right: ring.right + reach, top: ring.top - reach, bottom: ring.bottom + reach };
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return 'no focus ring';
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent);
          if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
          const box = parent.getBoundingClientRect();
          if (
            outer.left < box.left - 0.5 ||
            outer.right > box.right + 0.5 ||
            outer.top < box.top - 0.5 ||
            outer.bottom > box.bottom + 0.5
          ) {
            return `clipped by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
          }
        }
        return null;
      });
      expect(clipped).toBeNull();
      // Still truncated: the long address does not widen the card.
      expect(await link.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    }
  });
});

test.describe('the AI assistant switched off mid-session', () => {
  test('a 503 removes the AI menus with one calm line, never an error toast', async ({ page }) => {
    await registerByApi(page);
    await openPage(page, '/startup');
    const modal = await openModal(page, 'startup-brief-modal');
    await expectModalLoaded(modal);
    const field = modal.locator('[data-editor-field="description"]');
    await page.route('**/api/ai/stream', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'AI assistant is not configured' } }),
    );
    await field.locator('.ProseMirror').click();
    await field.locator('.ProseMirror').pressSequentially('Mobile clinics');
    await field.locator('[data-ai-menu]').click();
    await page.locator('[data-ai-action="improve"]').click();

    await expect(page.locator('[data-sonner-toast]')).toHaveText(["AI writing help isn't available right now."]);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await expect(page.getByText('AI assistant is not configured')).toHaveCount(0);
    await expect(modal.locator('[data-ai-menu]')).toHaveCount(0);
    await expect(field.locator('.ProseMirror p')).toHaveText(['Mobile clinics']);
    await expect(field.locator('.ProseMirror')).toHaveAttribute('contenteditable', 'true');
    // The menu that held focus is gone: the caret is back in the text, ready to type.
    await expect(field.locator('.ProseMirror')).toBeFocused();
  });
});
