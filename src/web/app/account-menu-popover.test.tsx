// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/auth';
import type { MenuOpening } from './account-menu';
import AccountMenuPopover from './account-menu-popover';

const USER = { first_name: 'Nour', last_name: 'Khalil', email: 'nour@example.com', avatar_url: null } as unknown as SessionUser;

beforeAll(() => {
  // Headless UI watches the button's size to place the menu; jsdom has no layout to watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

async function mountMenu(openOnMount: MenuOpening | null, onOpened = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountMenuPopover user={USER} isOpen openOnMount={openOnMount} onOpened={onOpened} hasFocus={false} />
    </QueryClientProvider>,
  );
  await act(async () => {}); // the opening is made in an effect
  return onOpened;
}

describe('the account menu as it takes over from its stand-in', () => {
  it('opens as the founder opened the stand-in, and says so once', async () => {
    const onOpened = await mountMenu('pointer');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(onOpened).toHaveBeenCalledOnce();
  });

  it('mounted again after that opening, stays closed', async () => {
    const onOpened = await mountMenu(null);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onOpened).not.toHaveBeenCalled();
  });
});
